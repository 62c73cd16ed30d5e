//===- FieldExtents.cpp - how far a field's bounds reach ------------------===//
//
// The facts behind narrowing (docs/narrowing.md): the extent a field's
// address is narrowed to, which trailing arrays run to the end of their
// allocation, and the casts that make a field pointer its container's
// again (container_of, raw bytes, overlays).  Pure: it reads the AST and
// the options only.
// The rule (docs/narrowing.md says why):
//  - array fields are narrowed to the array; a flexible-like trailing [],
//    [0] or [1] runs to the end of the innermost enclosing field that is not
//    last in its container, or to the end of the allocation when every
//    enclosing field is last (--strict-flex-arrays narrows a [1] to itself);
//  - fields whose type is a struct or union are never narrowed: their
//    address is a window on the container (embedded headers, list links,
//    bytes kept before or after them), and their own array members are
//    narrowed when they decay;
//  - scalar and pointer fields are narrowed, except the first field of a
//    struct and union members (a pointer to them is a pointer to the
//    container) unless --first-field-has-own-bounds, and except when their
//    address is used as raw bytes or as another struct type: converted to a
//    character, void or struct pointer (memset(&p->op, 0, rest),
//    (char *)&l->state - 8, (struct tail *)&x->a) it keeps the enclosing
//    object's bounds;
//  - fields marked bnd_variable_size and --narrow=none: nothing narrowed.
// Rows of multi-dimensional arrays keep the whole array unless
// --narrow=innermost.  container_of: a field pointer minus offsetof() or
// minus a run-time offset and cast to a struct gets INIT, and a field
// pointer cast back to its enclosing struct type gets the enclosing
// object's bounds, never the field's.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/FieldExtents.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecordLayout.h"

using namespace clang;
using namespace mpx;

namespace {

bool isMarkedVariableSize(const FieldDecl *F) {
  for (const auto *A : F->specific_attrs<AnnotateAttr>())
    if (A->getAnnotation() == "bnd_variable_size")
      return true;
  return false;
}

bool isDeclaredLast(const FieldDecl *F) {
  const FieldDecl *Last = nullptr;
  for (const FieldDecl *X : F->getParent()->fields())
    Last = X;
  return F == Last;
}

/// True when F ends its record: the last field of a struct, or any member
/// of a union.
bool isLastField(const FieldDecl *F) {
  return F->getParent()->isUnion() || isDeclaredLast(F);
}

/// E without parentheses and casts that keep its value and pointee
/// (qualification conversions).
const Expr *stripNoOps(const Expr *E) {
  while (true) {
    E = E->IgnoreParens();
    const auto *CE = dyn_cast<CastExpr>(E);
    if (!CE || CE->getCastKind() != CK_NoOp)
      return E;
    E = CE->getSubExpr();
  }
}

} // namespace

/// Trailing [], [0], [1] arrays (every trailing array with
/// --flexible-trailing-arrays) and fields marked bnd_variable_size.
bool FieldExtents::isVariableSize(const FieldDecl *F) const {
  if (isMarkedVariableSize(F))
    return true;
  if (!isLastField(F)) // a union's member ends it too (json-c's idata[1])
    return false;
  QualType T = F->getType();
  if (T->isIncompleteArrayType() ||
      (Opts.AllTrailingArraysFlexible && T->isArrayType()))
    return true;
  if (const auto *CAT = AST.getAsConstantArrayType(T)) {
    uint64_t N = CAT->getSize().getZExtValue();
    return N == 0 || (N == 1 && !Opts.StrictFlexArrays);
  }
  return false;
}

/// A last array field of any size reached through a pointer (`p->buf`,
/// `p->hdr.buf`): the old struct hack with a real size (SQLite's
/// `u8 zChunk[8]`, allocated bigger) is as common as `[1]`.  It runs to the
/// end of the allocation (or of the first enclosing field that is not
/// last), which is where an overflow of an exactly allocated struct is still
/// caught.  A struct declared as a variable or an array element has its
/// declared size: its last array stays narrowed (no overflow into the next
/// element).  --strict-flex-arrays turns this off.
bool FieldExtents::trailingThroughPointer(const MemberExpr *ME) const {
  if (Opts.StrictFlexArrays)
    return false;
  const auto *F = dyn_cast<FieldDecl>(ME->getMemberDecl());
  if (!F || !isDeclaredLast(F))
    return false;
  for (const MemberExpr *Cur = ME;;) {
    if (Cur->isArrow())
      return true;
    const Expr *Base = Cur->getBase()->IgnoreParenImpCasts();
    if (const auto *U = dyn_cast<UnaryOperator>(Base))
      return U->getOpcode() == UO_Deref;
    Cur = dyn_cast<MemberExpr>(Base);
    if (!Cur)
      return false;
  }
}

/// A last array field that runs to the end of the allocation (flexible,
/// struct hack, or any size through a pointer), when narrowing is on.
bool FieldExtents::flexibleArrayField(const MemberExpr *ME) const {
  const auto *F = dyn_cast<FieldDecl>(ME->getMemberDecl());
  return Opts.Narrow != NarrowMode::None && F && F->getType()->isArrayType() &&
         !isMarkedVariableSize(F) &&
         (isVariableSize(F) || trailingThroughPointer(ME));
}

/// From the start of the last array field ME to the end of the struct the
/// pointer it is reached through points to (every field on the way is last).
uint64_t FieldExtents::bytesToStructEnd(const MemberExpr *ME) const {
  uint64_t Off = 0;
  const MemberExpr *Cur = ME;
  for (;;) {
    Off += fieldOffset(cast<FieldDecl>(Cur->getMemberDecl()));
    if (Cur->isArrow())
      break;
    const Expr *Base = Cur->getBase()->IgnoreParenImpCasts();
    const auto *Next = dyn_cast<MemberExpr>(Base);
    if (!Next)
      break; // (*p).f
    Cur = Next;
  }
  const RecordDecl *R = cast<FieldDecl>(Cur->getMemberDecl())->getParent();
  uint64_t Size = AST.getASTRecordLayout(R).getSize().getQuantity();
  return Size > Off ? Size - Off : 1;
}

uint64_t FieldExtents::fieldOffset(const FieldDecl *F) const {
  return AST.toCharUnitsFromBits(AST.getFieldOffset(F)).getQuantity();
}

/// Bytes from the start of the flexible-like array ME to the end of the
/// innermost enclosing field that is not last in its container; none when
/// every enclosing field is last (the array runs to the end of the
/// allocation).
std::optional<uint64_t>
FieldExtents::flexibleExtent(const MemberExpr *ME) const {
  // Offset of the array from the start of the object being looked at.
  uint64_t Off = fieldOffset(cast<FieldDecl>(ME->getMemberDecl()));
  for (const MemberExpr *Cur = ME; !Cur->isArrow();) {
    const auto *Outer = dyn_cast<MemberExpr>(Cur->getBase()->IgnoreParens());
    const auto *G =
        Outer ? dyn_cast<FieldDecl>(Outer->getMemberDecl()) : nullptr;
    if (!G || isMarkedVariableSize(G))
      return std::nullopt;
    if (!isLastField(G)) {
      uint64_t Size = AST.getTypeSizeInChars(G->getType()).getQuantity();
      return Size > Off ? Size - Off : 0;
    }
    Off += fieldOffset(G);
    Cur = Outer;
  }
  return std::nullopt;
}

/// Bytes the address of ME (or ME decaying) is narrowed to, from that
/// address; none when the enclosing object's bounds apply unchanged.
std::optional<uint64_t>
FieldExtents::narrowingExtent(const MemberExpr *ME) const {
  if (Opts.Narrow == NarrowMode::None)
    return std::nullopt;
  const auto *F = dyn_cast<FieldDecl>(ME->getMemberDecl());
  if (!F || isMarkedVariableSize(F))
    return std::nullopt;
  QualType T = F->getType();
  if (T->isArrayType())
    return isVariableSize(F) || trailingThroughPointer(ME)
               ? flexibleExtent(ME)
               : std::optional<uint64_t>(
                     AST.getTypeSizeInChars(T).getQuantity());
  if (T->isRecordType())
    return std::nullopt;
  bool First = F->getParent()->isUnion() || F->getFieldIndex() == 0;
  if (First && !Opts.FirstFieldHasOwnBounds)
    return std::nullopt;
  return AST.getTypeSizeInChars(T).getQuantity();
}

/// (struct S *)&s->first or (struct S *)s->name: a pointer to a field of S
/// cast back to S.
bool FieldExtents::castsBackToContainer(const CastExpr *CE,
                                        const MemberExpr *&Field) const {
  QualType To = CE->getType()->getPointeeType();
  const RecordDecl *R = To.isNull() ? nullptr : To->getAsRecordDecl();
  if (!R)
    return false;
  // Through pointer conversions only: a load (`(struct S *)s->priv`, a
  // pointer field's value) points wherever that value points.
  const Expr *From = CE->getSubExpr()->IgnoreParens();
  while (const auto *Inner = dyn_cast<CastExpr>(From)) {
    if (Inner->getCastKind() != CK_BitCast && Inner->getCastKind() != CK_NoOp)
      break;
    From = Inner->getSubExpr()->IgnoreParens();
  }
  const Expr *Object = nullptr;
  if (const auto *U = dyn_cast<UnaryOperator>(From))
    if (U->getOpcode() == UO_AddrOf)
      Object = U->getSubExpr()->IgnoreParens();
  if (const auto *D = dyn_cast<ImplicitCastExpr>(From))
    if (D->getCastKind() == CK_ArrayToPointerDecay)
      Object = D->getSubExpr()->IgnoreParens();
  const auto *ME = dyn_cast_or_null<MemberExpr>(Object);
  if (!ME)
    return false;
  const auto *F = dyn_cast<FieldDecl>(ME->getMemberDecl());
  if (!F || F->getParent()->getCanonicalDecl() != R->getCanonicalDecl())
    return false;
  Field = ME;
  return true;
}

/// True for a pointer to void, to a character type or to a struct or
/// union: the types through which an address is used as raw bytes or as
/// an overlay.
static bool isRawOrOverlayPointer(QualType T) {
  QualType P = T->getPointeeType();
  if (P.isNull())
    return false;
  P = P.getCanonicalType();
  return P->isVoidType() || P->isCharType() || P->isRecordType();
}

/// The field whose address CE converts to raw bytes or to another struct
/// type: (char *)&p->f, memset(&p->f, ...), (struct B *)&p->f, for a
/// non-array field f.  Such a pointer keeps the enclosing object's bounds.
const MemberExpr *FieldExtents::rawFieldAddress(const CastExpr *CE) const {
  if (CE->getCastKind() != CK_BitCast || !isRawOrOverlayPointer(CE->getType()))
    return nullptr;
  const auto *U = dyn_cast<UnaryOperator>(stripNoOps(CE->getSubExpr()));
  if (!U || U->getOpcode() != UO_AddrOf)
    return nullptr;
  const auto *ME = dyn_cast<MemberExpr>(U->getSubExpr()->IgnoreParens());
  if (!ME || !isa<FieldDecl>(ME->getMemberDecl()) ||
      ME->getType()->isArrayType())
    return nullptr;
  return ME;
}

/// (struct T *)(q - n) with n computed at run time: container_of with an
/// offset kept in a variable, whose field pointer q may carry the field's
/// bounds only.  Not when q is itself a raw field address, whose bounds are
/// already the container's.
bool FieldExtents::isComputedContainerOf(const CastExpr *CE) const {
  QualType To = CE->getType()->getPointeeType();
  if (To.isNull() || !To->isRecordType())
    return false;
  const auto *B = dyn_cast<BinaryOperator>(stripNoOps(CE->getSubExpr()));
  if (const auto *Inner = dyn_cast<CastExpr>(stripNoOps(CE->getSubExpr())))
    if (Inner->getCastKind() == CK_BitCast)
      B = dyn_cast<BinaryOperator>(stripNoOps(Inner->getSubExpr()));
  if (!B || B->getOpcode() != BO_Sub ||
      !B->getLHS()->getType()->isPointerType() ||
      !B->getRHS()->getType()->isIntegerType() ||
      B->getRHS()->isIntegerConstantExpr(AST))
    return false;
  const auto *LHS = dyn_cast<CastExpr>(B->getLHS()->IgnoreParens());
  return !(LHS && rawFieldAddress(LHS));
}
