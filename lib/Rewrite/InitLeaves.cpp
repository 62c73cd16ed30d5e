//===- InitLeaves.cpp - walking initialiser lists ---------------------------===//
#include "Rewrite/InitLeaves.h"
#include "Rewrite/Context.h"
#include "clang/AST/Decl.h"

using namespace clang;
using namespace mpx;

bool mpx::holdsPointers(QualType T) {
  T = T.getCanonicalType();
  if (carriesBounds(T))
    return true;
  if (const auto *AT = T->getAsArrayTypeUnsafe())
    return holdsPointers(AT->getElementType());
  if (const RecordDecl *RD = T->getAsRecordDecl())
    if (const RecordDecl *Def = RD->getDefinition())
      for (const FieldDecl *F : Def->fields())
        if (holdsPointers(F->getType()))
          return true;
  return false;
}

/// The field the I-th initialiser of a struct or union list initialises.
static const FieldDecl *fieldFor(const InitListExpr *IL, const RecordDecl *RD,
                                 unsigned I) {
  if (RD->isUnion())
    return IL->getInitializedFieldInUnion();
  unsigned N = 0;
  for (const FieldDecl *F : RD->fields())
    if (!F->isUnnamedBitField() && N++ == I)
      return F;
  return nullptr;
}

void mpx::forEachPointerLeaf(
    const Expr *Init, const std::string &Path,
    llvm::function_ref<void(const std::string &, const Expr *)> Fn) {
  const auto *IL = dyn_cast<InitListExpr>(Init->IgnoreParens());
  if (!IL) {
    if (carriesBounds(Init->getType()) && Init->getBeginLoc().isValid() &&
        !isa<ImplicitValueInitExpr>(Init))
      Fn(Path, Init);
    return;
  }
  if (!IL->isSemanticForm() && IL->getSemanticForm())
    IL = IL->getSemanticForm();
  const RecordDecl *RD = IL->getType()->getAsRecordDecl();
  if (!RD && !IL->getType()->isArrayType()) { // scalar in braces: {p}
    if (IL->getNumInits() == 1)
      forEachPointerLeaf(IL->getInit(0), Path, Fn);
    return;
  }
  for (unsigned I = 0; I < IL->getNumInits(); ++I) {
    std::string Sub;
    if (RD) {
      const FieldDecl *F = fieldFor(IL, RD, I);
      if (!F || F->getName().empty())
        continue;
      Sub = Path + "." + F->getName().str();
    } else {
      Sub = Path + "[" + std::to_string(I) + "]";
    }
    forEachPointerLeaf(IL->getInit(I), Sub, Fn);
  }
}
