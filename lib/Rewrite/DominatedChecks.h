//===- DominatedChecks.h - checks another identical check made --*- C++ -*-===//
//
// A check of `p->f` (or of any constant range of bytes from p: *p, p[3])
// with p a parameter the body never assigns (nor lets anything assign: its
// address is not taken), or a local set once by its declaration, tests the
// same address against the same bounds every time it runs, so its outcome
// never changes.  Once
// such a check has run, an identical one later on every path (dominated by
// it in the body's control-flow graph) cannot fail where the first did not:
// it is not emitted.  A failing first check reports at its own line, as
// before; in count mode the accesses it dominates are not reported again.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_DOMINATEDCHECKS_H
#define MPX_REWRITE_DOMINATEDCHECKS_H
#include "Rewrite/BoundsAnalysis.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/Analysis/Analyses/Dominators.h"
#include "clang/Analysis/CFG.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

namespace mpx {

/// The invariant checks planned in one body, and which later ones they
/// make redundant.
class DominatedChecks {
public:
  /// Invariant: the pointer parameters and locals whose value never changes
  /// in FD once set (VariableFacts::invariant()).
  DominatedChecks(const clang::FunctionDecl *FD, clang::ASTContext &AST,
                  const llvm::DenseSet<const clang::VarDecl *> &Invariant);
  ~DominatedChecks();

  /// True when a check of LV against Bounds was already planned at an
  /// access evaluated before LV on every path to it, and both test the same
  /// address against the same bounds whenever they run.
  bool redundant(const clang::Expr *LV, const AccessFacts &A,
                 const std::string &Bounds);
  /// Records the check of LV against Bounds, which is emitted.
  void planned(const clang::Expr *LV, const AccessFacts &A,
               const std::string &Bounds);

private:
  using Key =
      std::tuple<const clang::VarDecl *, int64_t, uint64_t, std::string>;
  bool keyOf(const AccessFacts &A, const std::string &Bounds, Key &K) const;
  bool dominates(const clang::Stmt *A, const clang::Stmt *B);
  void buildGraph();

  const clang::FunctionDecl *FD;
  clang::ASTContext &AST;
  llvm::DenseSet<const clang::VarDecl *> Invariant;
  std::map<Key, std::vector<const clang::Expr *>> Planned;
  bool Built = false;
  std::unique_ptr<clang::CFG> Graph;
  std::unique_ptr<clang::CFGDomTree> Dom;
  /// Each statement's block and position in it.
  llvm::DenseMap<const clang::Stmt *,
                 std::pair<const clang::CFGBlock *, unsigned>>
      Pos;
};

} // namespace mpx

#endif
