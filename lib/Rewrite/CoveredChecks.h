//===- CoveredChecks.h - field checks one struct check covers ---*- C++ -*-===//
//
// The accesses `p->f`, `p->g.h`, ... through a pointer parameter p the body
// never changes are checked against the same bounds, p's own, at the same
// address every time they run.  One test at the body's entry, that the whole
// struct `*p` lies within those bounds, covers them all: when it holds,
// every field access through p is in bounds and its own check is skipped;
// when it fails (an object smaller than its type, a pointer past the end),
// each access is checked as before and reports at its own line.
//   entry:   const int c = __mpx_covers(p, sizeof(*p), B);
//   p->f:    (*(T *)__mpx_check_rpc(&(p->f), sizeof(T), B, site, c))
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_COVEREDCHECKS_H
#define MPX_REWRITE_COVEREDCHECKS_H
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <string>
#include <vector>

namespace mpx {

/// The covering checks of one body.
class CoveredChecks {
public:
  /// Invariant: the pointer parameters whose value never changes in FD
  /// (VariableFacts::InvariantParams).
  CoveredChecks(const clang::FunctionDecl *FD, const clang::ASTContext &AST,
                const llvm::DenseSet<const clang::VarDecl *> &Invariant);

  /// For a check of LV against Bounds: the flag of the covering check of
  /// LV's struct when LV is `p->f` or `p->f.g` through such a parameter,
  /// whose fields the body reaches at least twice, and Bounds are p's own
  /// (OwnBounds(p)); else "".  NewName names a flag the first time one is
  /// needed.
  std::string
  flagFor(const clang::Expr *LV, const std::string &Bounds,
          llvm::function_ref<std::string(const clang::VarDecl *)> OwnBounds,
          llvm::function_ref<std::string()> NewName);

  /// The declarations computing the flags handed out, for the body's start
  /// (after the parameters' bounds are set).
  std::string declarations() const;

private:
  struct Cover {
    const clang::VarDecl *Param;
    std::string Bounds, Flag;
    uint64_t Size;
  };
  const clang::ASTContext &AST;
  /// The invariant parameters with the field accesses through each.
  llvm::DenseMap<const clang::VarDecl *, unsigned> Accesses;
  std::vector<Cover> Covers;
};

} // namespace mpx

#endif
