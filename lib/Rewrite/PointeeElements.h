//===- PointeeElements.h - the element an access lies in -----*- C++ -*-===//
//
// `p->f`, `p->g.h`, `(*p).f`, `p[2]`, `p[1].a[3]`: accesses whose every step
// is a plain field or a constant index inside an array lie in one element
// p[K] of the object p points to, at the same address whenever p is the
// same.  Covering checks (CoveredChecks.h, NeighbourChecks.h) test that
// element once for all of them.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_POINTEEELEMENTS_H
#define MPX_REWRITE_POINTEEELEMENTS_H
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <map>
#include <optional>
#include <string>

namespace mpx {

/// Element Element of the object pointer variable Var points to.
struct PointeeElement {
  const clang::VarDecl *Var;
  int64_t Element;
  bool operator<(const PointeeElement &O) const {
    return Var != O.Var ? Var < O.Var : Element < O.Element;
  }
};

using VarFilter = llvm::function_ref<bool(const clang::VarDecl *)>;

/// The element LV lies in, of a variable Wanted accepts, if any.
std::optional<PointeeElement> elementOf(const clang::Expr *LV,
                                        const clang::ASTContext &AST,
                                        VarFilter Wanted);

/// How many accesses of Body reach each element of the variables Wanted
/// accepts (the outermost step of each, counted once; sizeof and _Alignof
/// operands are not accesses).
std::map<PointeeElement, unsigned>
countElementAccesses(const clang::Stmt *Body, const clang::ASTContext &AST,
                     VarFilter Wanted);

/// How many distinct fields of each element the accesses of Body reach
/// (`p->a` and `p->a.x` count as field a; `*p` and `p[K]` as one more).
std::map<PointeeElement, unsigned>
countElementFields(const clang::Stmt *Body, const clang::ASTContext &AST,
                   VarFilter Wanted);

/// True for a pointer to an object of a known, non-zero size whose
/// accesses may be covered.
bool coverablePointee(const clang::VarDecl *V, const clang::ASTContext &AST);

/// The size of the elements V points to.
uint64_t pointeeSize(const clang::VarDecl *V, const clang::ASTContext &AST);

/// The covering test of element E of its variable, and of the Count - 1
/// elements after it, against Bounds:
///   __mpx_covers(p + K * size, Count * size, Bounds)
std::string coversCall(const PointeeElement &E, const std::string &Bounds,
                       const clang::ASTContext &AST, uint64_t Count = 1);

} // namespace mpx

#endif
