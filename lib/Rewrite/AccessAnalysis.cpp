//===- AccessAnalysis.cpp - what an access is checked through -------------===//
//
// An access is an lvalue read (lvalue-to-rvalue), written (assignment) or
// both (compound assignment, ++, --).  It needs a check when it lies in
// memory reached through a pointer or an array: *p, p[i], i[p], p->f,
// (*p).f, a[i], and members of those; named objects (x, s.f) need none,
// and a constant index inside a named array is proved in bounds.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/BoundsAnalysis.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"

using namespace clang;
using namespace mpx;

AccessFacts BoundsAnalysis::access(const Expr *LV, AccessKind K) const {
  AccessFacts A;
  A.Wanted = K == AccessKind::Read
                 ? Opts.checksReads()
                 : Opts.checksWrites() ||
                       (K == AccessKind::ReadWrite && Opts.checksReads());
  const Expr *L = LV->IgnoreParens();
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(L))
    if (AS->getBase()->getType()->isVectorType()) {
      A.Shape = AccessShape::Vector;
      A.Wanted =
          K == AccessKind::Read ? Opts.checksReads() : Opts.checksWrites();
      return A;
    }
  bool Named = false;
  A.Base = basePointer(L, Named);
  if (L->getType()->isFunctionType())
    A.Shape = AccessShape::None;
  else if (A.Base)
    A.Shape = AccessShape::Through;
  else if (Named || isa<DeclRefExpr>(L))
    A.Shape = AccessShape::Named;
  else
    A.Shape = AccessShape::NotModelled;
  A.ConstantIndex =
      A.Shape == AccessShape::Through && constantIndexInNamedArray(L);
  if (A.Shape == AccessShape::Through)
    setConstantRange(L, A);
  return A;
}

/// The constant byte range of access LV from its base pointer's value,
/// when there is one.
void BoundsAnalysis::setConstantRange(const Expr *LV, AccessFacts &A) const {
  QualType T = LV->getType();
  if (LV->refersToBitField() || T->isIncompleteType() ||
      T->isVariablyModifiedType() || T->isFunctionType())
    return;
  int64_t Offset = 0;
  if (!constantOffset(LV, Offset))
    return;
  A.ConstantRange = true;
  A.Offset = Offset;
  A.Size = AST.getTypeSizeInChars(T).getQuantity();
}

/// The offset of LV from the pointer basePointer() finds, when constant:
/// *p is at 0, p[i] at i elements, p->f at f's offset, LV.f at LV's plus
/// f's.
bool BoundsAnalysis::constantOffset(const Expr *LV, int64_t &Offset) const {
  LV = LV->IgnoreParens();
  if (const auto *U = dyn_cast<UnaryOperator>(LV)) {
    Offset = 0;
    return U->getOpcode() == UO_Deref;
  }
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(LV)) {
    std::optional<llvm::APSInt> Idx = AS->getIdx()->getIntegerConstantExpr(AST);
    QualType T = AS->getType();
    if (!Idx || T->isIncompleteType() || T->isVariablyModifiedType() ||
        Idx->getSignificantBits() > 32)
      return false;
    Offset = Idx->getExtValue() * AST.getTypeSizeInChars(T).getQuantity();
    return true;
  }
  const auto *ME = dyn_cast<MemberExpr>(LV);
  const auto *F = ME ? dyn_cast<FieldDecl>(ME->getMemberDecl()) : nullptr;
  if (!F || F->isBitField())
    return false;
  int64_t Field = AST.getFieldOffset(F) / AST.getCharWidth();
  if (ME->isArrow()) {
    Offset = Field;
    return true;
  }
  if (!constantOffset(ME->getBase(), Offset))
    return false;
  Offset += Field;
  return true;
}

/// The pointer through which LV is reached, or null; Named is set when LV
/// is part of a named object (no check needed).
const Expr *BoundsAnalysis::basePointer(const Expr *LV, bool &Named) const {
  LV = LV->IgnoreParens();
  Named = false;
  if (const auto *U = dyn_cast<UnaryOperator>(LV))
    return U->getOpcode() == UO_Deref ? U->getSubExpr() : nullptr;
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(LV))
    return AS->getBase();
  if (const auto *ME = dyn_cast<MemberExpr>(LV))
    return ME->isArrow() ? ME->getBase() : basePointer(ME->getBase(), Named);
  Named = isa<DeclRefExpr>(LV) || isa<CompoundLiteralExpr>(LV) ||
          isa<StringLiteral>(LV) || isa<PredefinedExpr>(LV);
  return nullptr;
}

/// a[CONST] with a named array of known size and 0 <= CONST < size.
bool BoundsAnalysis::constantIndexInNamedArray(const Expr *LV) const {
  const auto *AS = dyn_cast<ArraySubscriptExpr>(LV);
  if (!AS)
    return false;
  const auto *Cast = dyn_cast<ImplicitCastExpr>(AS->getBase()->IgnoreParens());
  if (!Cast || Cast->getCastKind() != CK_ArrayToPointerDecay)
    return false;
  const auto *DRE = dyn_cast<DeclRefExpr>(Cast->getSubExpr()->IgnoreParens());
  if (!DRE || !isa<VarDecl>(DRE->getDecl()))
    return false;
  const auto *AT = AST.getAsConstantArrayType(DRE->getType());
  std::optional<llvm::APSInt> Idx = AS->getIdx()->getIntegerConstantExpr(AST);
  return AT && Idx && !Idx->isNegative() &&
         Idx->getExtValue() < (int64_t)AT->getSize().getZExtValue();
}

/// A member of a packed struct: taking its address would make a misaligned
/// pointer (and a warning), so it is checked like a bit-field.
bool mpx::isPackedMember(const FieldDecl *F) {
  const RecordDecl *RD = F->getParent();
  return F->hasAttr<PackedAttr>() || RD->hasAttr<PackedAttr>() ||
         RD->hasAttr<MaxFieldAlignmentAttr>();
}
