//===- Narrowing.cpp - bounds narrowed to struct fields ---------------------===//
//
// Contract section 3.  Taking a field's address or letting an array field
// decay gives the intersection of the enclosing object's bounds with the
// field's extent:
//   p->name   ->  ({ __auto_type v = (p->name); t = __mpx_narrow(B(p), v, 8); v; })
// Not narrowed (GCC's defaults, except where the contract differs):
//  - a first field that is a struct, union or scalar (a pointer to it is a
//    pointer to the struct); every union member counts as first; an array
//    first field IS narrowed; --first-field-has-own-bounds narrows all;
//  - a trailing [], [0] or [1] array (flexible / struct hack), [1] only
//    without --strict-flex-arrays, and fields marked bnd_variable_size;
//  - --narrow=none: nothing.
// When the field itself is exempt, the innermost enclosing field that is not
// (and starts at the same address) gives the extent.  Rows of
// multi-dimensional arrays keep the whole array unless --narrow=innermost.
// container_of: a field pointer minus offsetof() gets INIT, and a field
// pointer cast back to its enclosing struct type gets the enclosing
// object's bounds, never the field's.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/FunctionRewriter.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"

using namespace clang;
using namespace mpx;

/// Trailing [], [0], [1] arrays and fields marked bnd_variable_size.
bool FunctionRewriter::isVariableSize(const FieldDecl *F) const {
  for (const auto *A : F->specific_attrs<AnnotateAttr>())
    if (A->getAnnotation() == "bnd_variable_size")
      return true;
  const RecordDecl *RD = F->getParent();
  const FieldDecl *Last = nullptr;
  for (const FieldDecl *X : RD->fields())
    Last = X;
  if (F != Last)
    return false;
  QualType T = F->getType();
  if (T->isIncompleteArrayType())
    return true;
  if (const auto *CAT = C.AST.getAsConstantArrayType(T)) {
    uint64_t N = CAT->getSize().getZExtValue();
    return N == 0 || (N == 1 && !C.Opts.StrictFlexArrays);
  }
  return false;
}

/// The field whose extent bounds &ME (or ME decaying), or null when the
/// enclosing object's bounds apply unchanged.
const FieldDecl *FunctionRewriter::narrowingTarget(const MemberExpr *ME) const {
  if (C.Opts.Narrow == NarrowMode::None)
    return nullptr;
  while (ME) {
    const auto *F = dyn_cast<FieldDecl>(ME->getMemberDecl());
    if (!F || isVariableSize(F))
      return nullptr;
    bool First = F->getParent()->isUnion() || F->getFieldIndex() == 0;
    if (!First || F->getType()->isArrayType() || C.Opts.FirstFieldHasOwnBounds)
      return F;
    // An exempt first field starts where its parent does: look outward.
    if (ME->isArrow())
      return nullptr;
    ME = dyn_cast<MemberExpr>(ME->getBase()->IgnoreParens());
  }
  return nullptr;
}

/// Bounds of the object a member chain starts from, without narrowing.
BoundsRef FunctionRewriter::rootBounds(const Expr *LV) {
  LV = LV->IgnoreParens();
  while (const auto *ME = dyn_cast<MemberExpr>(LV)) {
    if (ME->isArrow())
      return boundsOf(ME->getBase());
    LV = ME->getBase()->IgnoreParens();
  }
  if (isa<CompoundLiteralExpr>(LV)) {
    C.Stats.source("INIT: field of a compound literal");
    return BoundsRef::init();
  }
  return addrBounds(LV, nullptr);
}

BoundsRef FunctionRewriter::fieldBounds(const MemberExpr *ME,
                                        const Expr *Whole) {
  const FieldDecl *Target = narrowingTarget(ME);
  if (!Target)
    return rootBounds(ME);
  // Enclosing fields contain Target, so the root's bounds (themselves
  // narrowed when reached through an array field, p->a[2].b) suffice.
  C.Stats.source("field (narrowed)");
  return narrowValue(Whole, rootBounds(ME), Target->getType());
}

/// Captures the value of Whole and narrows Outer to the object of type T
/// it points to.
BoundsRef FunctionRewriter::narrowValue(const Expr *Whole,
                                        const BoundsRef &Outer, QualType T) {
  uint64_t Size = C.AST.getTypeSizeInChars(T).getQuantity();
  std::string Temp = newBoundsTemp();
  wrapOnce(Whole, depth(Whole), false,
           {Temp + " = __mpx_narrow(" + Outer.Text + ", $v, " +
            std::to_string(Size) + ")"});
  return {Temp, true, false};
}

/// m[i] decaying: the whole of m, or the row under --narrow=innermost.
BoundsRef FunctionRewriter::rowBounds(const ArraySubscriptExpr *Row,
                                      const Expr *Whole) {
  BoundsRef Outer = boundsOf(Row->getBase());
  if (C.Opts.Narrow != NarrowMode::Innermost || Outer.Init)
    return Outer;
  C.Stats.source("array row (narrowed)");
  return narrowValue(Whole, Outer, Row->getType());
}

/// (struct S *)&s->first or (struct S *)s->name: a pointer to a field of S
/// cast back to S.
bool FunctionRewriter::castsBackToContainer(const CastExpr *CE,
                                            const MemberExpr *&Field) const {
  QualType To = CE->getType()->getPointeeType();
  const RecordDecl *R = To.isNull() ? nullptr : To->getAsRecordDecl();
  if (!R)
    return false;
  const Expr *From = CE->getSubExpr()->IgnoreParens();
  while (const auto *Inner = dyn_cast<CastExpr>(From)) {
    if (Inner->getCastKind() == CK_ArrayToPointerDecay)
      break;
    From = Inner->getSubExpr()->IgnoreParens();
  }
  if (const auto *U = dyn_cast<UnaryOperator>(From))
    if (U->getOpcode() == UO_AddrOf)
      From = U->getSubExpr()->IgnoreParens();
  if (const auto *D = dyn_cast<ImplicitCastExpr>(From))
    if (D->getCastKind() == CK_ArrayToPointerDecay)
      From = D->getSubExpr()->IgnoreParens();
  const auto *ME = dyn_cast<MemberExpr>(From);
  if (!ME)
    return false;
  const auto *F = dyn_cast<FieldDecl>(ME->getMemberDecl());
  if (!F || F->getParent()->getCanonicalDecl() != R->getCanonicalDecl())
    return false;
  Field = ME;
  return true;
}
