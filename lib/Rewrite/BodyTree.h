//===- BodyTree.h - the nodes of one body: parents and depths ---*- C++ -*-===//
//
// Every statement and expression of a function body with its parent and
// the depth its edits are planned at (EditPlan.h orders edits that share a
// token by depth: outer wraps open first and close last).  Nodes one AST
// level apart are DepthsPerLevel apart, so that up to DepthsPerLevel - 1
// layers of edits fit just outside a node (depth(N) - 1, ...) or inside it
// (depth(N) + 1, ...) while nesting between its parent's edits and its
// children's.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_BODYTREE_H
#define MPX_REWRITE_BODYTREE_H

#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"

namespace mpx {

class BodyTree {
public:
  static constexpr unsigned DepthsPerLevel = 4;

  /// Adds the tree under Root (a body, or a variable-length array's size
  /// written outside it) as a tree of its own.
  void add(const clang::Stmt *Root) { add(Root, 1, nullptr); }
  /// The depth of S's own edits.
  unsigned depth(const clang::Stmt *S) const;
  /// S's parent, null for a root or a node not in the tree.
  const clang::Stmt *parent(const clang::Stmt *S) const {
    auto It = Nodes.find(S);
    return It == Nodes.end() ? nullptr : It->second.Parent;
  }
  /// True when E's value is discarded: a statement of its own, the left of
  /// a comma, a for's init or increment, or a cast to void.
  bool resultUnused(const clang::Expr *E) const;

private:
  void add(const clang::Stmt *S, unsigned Level, const clang::Stmt *Parent);

  struct Node {
    unsigned Depth;
    const clang::Stmt *Parent;
  };
  llvm::DenseMap<const clang::Stmt *, Node> Nodes;
};

} // namespace mpx

#endif
