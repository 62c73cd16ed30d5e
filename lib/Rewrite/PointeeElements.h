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
#include <set>
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

/// Bytes [Begin, End) of the object a pointer variable points to,
/// relative to where it points (element K starts at K * size).
struct ByteRange {
  int64_t Begin = 0, End = 0;
  bool empty() const { return End <= Begin; }
  bool contains(const ByteRange &R) const {
    return !R.empty() && Begin <= R.Begin && R.End <= End;
  }
  /// The smallest range holding both.
  ByteRange join(const ByteRange &R) const;
};

/// The element an access lies in and the bytes it reaches.
struct ElementAccess {
  PointeeElement Element;
  ByteRange Bytes;
};

/// The element LV lies in, of a variable Wanted accepts, if any.
std::optional<PointeeElement> elementOf(const clang::Expr *LV,
                                        const clang::ASTContext &AST,
                                        VarFilter Wanted);
/// The same, with the bytes of the object LV reaches.
std::optional<ElementAccess>
accessOf(const clang::Expr *LV, const clang::ASTContext &AST, VarFilter Wanted);

/// What the accesses of a body reach of each element of the variables a
/// filter accepts (sizeof and _Alignof operands are not accesses).
struct ElementUses {
  /// How many accesses reach each element (the outermost step of each,
  /// counted once).
  std::map<PointeeElement, unsigned> Accesses;
  /// How many distinct fields of each element they reach (`p->a` and
  /// `p->a.x` count as field a; `*p` and `p[K]` as one more).
  std::map<PointeeElement, unsigned> Fields;
  /// The bytes of each element that the whole lvalues read or written
  /// reach (`p->pos.y` its 4 bytes, not all of pos; `&p->f`, an array
  /// decaying to a pointer and an element reached through a variable index
  /// reach none): what a covering test of the element needs to test.
  std::map<PointeeElement, ByteRange> Bytes;
  /// The elements an access reaches inside a loop of the body (which may
  /// run it again).
  std::set<PointeeElement> InLoops;
};
ElementUses elementUses(const clang::Stmt *Body, const clang::ASTContext &AST,
                        VarFilter Wanted);

/// True for a pointer to an object of a known, non-zero size whose
/// accesses may be covered.
bool coverablePointee(const clang::VarDecl *V, const clang::ASTContext &AST);

/// The size of the elements V points to.
uint64_t pointeeSize(const clang::VarDecl *V, const clang::ASTContext &AST);

/// The covering test of bytes R of what V points to, against Bounds:
///   __mpx_covers(__MPX_INT(p) + Begin, End - Begin, Bounds)
std::string coversCall(const clang::VarDecl *V, const ByteRange &R,
                       const std::string &Bounds);

} // namespace mpx

#endif
