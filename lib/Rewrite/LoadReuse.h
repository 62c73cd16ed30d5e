//===- LoadReuse.h - a table load whose slot was just read ------*- C++ -*-===//
//
// `(*link)->hash != h || !same((*link)->key, key)` reads the pointer *link
// twice, and each read would load its bounds from the table.  When the
// earlier read runs before the later one on every path to it, and nothing
// in between changes the variables the lvalue names or writes memory (no
// store but to a local whose address is not taken, no call that may write:
// a function whose body here, and those of its callees, stores to nothing
// but its own locals writes none, CallEffects::writesMemory), the later
// read gets the same value from the same slot, whose table entry nothing
// changed either: it takes the bounds the earlier load left in its
// temporary, and makes no table load of its own.  Within one full
// expression the earlier read must be sequenced before the later one (the
// left operand of &&, || or a comma, the condition of ?:): a call's
// arguments, or an operator's operands, may be evaluated in any order.  The
// query is DominatedChecks::readsSameBytes; the lvalues are compared by
// structure (clang's statement profile: the same operators, fields and
// variables).  Loads a slot cache serves are not considered (the cache does
// this job), nor those of a versioned loop's field bases, which its
// unchecked copy does not run.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_LOADREUSE_H
#define MPX_REWRITE_LOADREUSE_H

#include "Rewrite/BodyTree.h"
#include "Rewrite/BoundsPlanner.h"
#include "Rewrite/DominatedChecks.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/FoldingSet.h"
#include <optional>
#include <vector>

namespace mpx {

/// The table loads planned in one body, for later reads of the same slot.
class LoadReuse {
public:
  LoadReuse(const clang::ASTContext &AST, const BodyTree &Tree,
            DominatedChecks &Graph)
      : AST(AST), Tree(Tree), Graph(Graph) {}

  /// The bounds of an earlier load of the slot Load reads, when Load may
  /// take them (above); none otherwise.
  std::optional<BoundsRef> earlier(const clang::CastExpr *Load);
  /// Records Load, whose bounds are R.
  void add(const clang::CastExpr *Load, const BoundsRef &R);
  /// Takes Loads out of consideration (their edits may not run).
  void forget(llvm::ArrayRef<const clang::Stmt *> Loads);

private:
  struct Planned {
    llvm::FoldingSetNodeID Shape;
    const clang::CastExpr *Load;
    BoundsRef Bounds;
  };
  bool shapeOf(const clang::CastExpr *Load, llvm::FoldingSetNodeID &Shape,
               std::vector<const clang::VarDecl *> *Vars) const;
  bool sequencedBefore(const clang::Stmt *A, const clang::Stmt *B) const;

  const clang::ASTContext &AST;
  const BodyTree &Tree;
  DominatedChecks &Graph;
  std::vector<Planned> Loads;
};

} // namespace mpx

#endif
