//===- CoveredChecks.h - element checks one entry check covers --*- C++ -*-===//
//
// The accesses inside one element of a pointer parameter p the body never
// changes (or a local set once, at its declaration in the body's outermost
// block) -- `p->f`, `p->g.h`, `(*p).f`, `p[2]`, `p[1].a[3]`, every step a
// plain field or a constant index inside an array -- are checked against
// p's bounds, or bounds narrowed from them to a subobject holding the
// access, at the same address every time they run.  One test at the body's
// entry, that the bytes of element p[K] the body reaches (from the first
// field it reads or writes to the end of the last) lie within p's bounds,
// covers them all: when it holds, each such access is in bounds (and inside
// any bounds narrowed from p's to a field or an array that contains it) and
// its own check is skipped; when it fails (a pointer past the end, an
// object shorter than the fields reached), each access is checked as
// before and reports at its own line.  Testing only the bytes reached lets
// an object allocated shorter than its type (a header without the tail
// only some of its kind have) pass when the body stays in its head.
//   entry:   const int c = __mpx_covers(p, sizeof(*p), B);
//            const int c2 = __mpx_covers(__MPX_INT(p) + 2 * sizeof(*p), ...);
//   p->f:    (*(T *)__mpx_check_rpc(&(p->f), sizeof(T), B, site, c))
//   p[2]:    (*(T *)__mpx_check_rpc(&(p[2]), sizeof(T), B, site, c2))
// The elements of one pointer a few apart (p[1] .. p[6] of a table of
// counters) share one test of the range from the lowest to the highest.
// A local's flags are declared right after its declaration statement.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_COVEREDCHECKS_H
#define MPX_REWRITE_COVEREDCHECKS_H
#include "Rewrite/PointeeElements.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/Stmt.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace mpx {

/// The covering checks of one body.
class CoveredChecks {
public:
  using VarSet = llvm::DenseSet<const clang::VarDecl *>;

  /// Invariant: the pointer parameters whose value never changes in FD
  /// (VariableFacts::InvariantParams); Locals: the locals set once
  /// (VariableFacts::InvariantLocals), whose covers are computed right
  /// after their declarations.
  CoveredChecks(const clang::FunctionDecl *FD, const clang::ASTContext &AST,
                const VarSet &Invariant, const VarSet &Locals);

  /// For a check of LV against Bounds: the flag of the covering check of
  /// the element of such a parameter p that LV lies in, when the body
  /// reaches that element at least twice and Bounds are p's own
  /// (OwnBounds(p)), or, with Narrowed, bounds narrowed from them along
  /// LV's own steps; else "".  NewName names a flag the first time one is
  /// needed.
  std::string
  flagFor(const clang::Expr *LV, const std::string &Bounds, bool Narrowed,
          llvm::function_ref<std::string(const clang::VarDecl *)> OwnBounds,
          llvm::function_ref<std::string()> NewName);

  /// The declarations computing the parameters' flags handed out, for the
  /// body's start (after the parameters' bounds are set).
  std::string declarations() const;
  /// The declarations computing the locals' flags handed out, each to be
  /// placed after the declaration statement of its local.
  std::vector<std::pair<const clang::DeclStmt *, std::string>>
  localDeclarations() const;

private:
  struct Cover {
    const clang::VarDecl *Param;
    int64_t Element;
    /// The bytes the body reaches of the element.
    ByteRange Bytes;
    std::string Bounds, Flag;
  };
  std::string groupDeclaration(size_t First) const;
  bool leads(size_t I) const;
  /// The widest range of elements one test covers for all of them.
  static constexpr uint64_t MaxGroupBytes = 256;

  const clang::ASTContext &AST;
  /// The invariant parameters and locals pointing to objects of a known
  /// size.
  VarSet Params;
  /// The declaration statement of each such local.
  llvm::DenseMap<const clang::VarDecl *, const clang::DeclStmt *> DeclOf;
  /// The elements reached at least twice, with the bytes reached of each.
  std::map<PointeeElement, ByteRange> Repeated;
  std::vector<Cover> Covers;
};

} // namespace mpx

#endif
