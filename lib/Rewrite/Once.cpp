//===- Once.cpp - evaluating an operand once, then acting on it -----------===//
//
// Most wraps evaluate an expression once into a temporary, run some effects
// that use it (a check, a bounds capture, a table store) and yield it:
//   (v = (E), effect(v), v)
// with v a temporary of the function, of E's type spelled (TempPool.h
// shares it with other statements'), so that no statement expression's
// local takes a stack slot of its own at -O0, and a compound literal
// inside E keeps the lifetime of its enclosing block.  When the type
// cannot be spelled at the function's start (an unnamed struct, a struct
// the body defines, a variably modified type), the wrap is a statement
// expression:
//   ({ __auto_type v = (E); effect(v); v; })
//
//===----------------------------------------------------------------------===//
#include "Rewrite/BodyState.h"
#include "Rewrite/OnceForm.h"
#include "Rewrite/TempPool.h"
#include "clang/AST/ASTContext.h"

using namespace clang;
using namespace mpx;

/// True when a variable of type T can be assigned a value of it: not a
/// struct with a const member, nor atomic.
static bool assignable(QualType T) {
  T = T.getCanonicalType();
  while (const ArrayType *A = T->getAsArrayTypeUnsafe())
    T = A->getElementType().getCanonicalType();
  if (T->isAtomicType())
    return false;
  const auto *R = T->getAs<RecordType>();
  if (!R)
    return true;
  const RecordDecl *RD = R->getDecl()->getDefinition();
  if (!RD)
    return false;
  for (const FieldDecl *F : RD->fields())
    if (F->getType().isConstQualified() || !assignable(F->getType()))
      return false;
  return true;
}

bool BodyPlanner::canHoldTyped(QualType T) const {
  return !T.isNull() && assignable(T) &&
         !C.declareAtTop(T.getUnqualifiedType(), "x", FD).empty();
}

bool BodyPlanner::typedTemp(QualType T, const std::string &Name) {
  if (T.isNull() || !assignable(T))
    return false;
  std::string Decl = C.declareAtTop(T.getUnqualifiedType(), TempNameMarker, FD);
  if (Decl.empty())
    return false;
  Body.Temps.push_back({Name, Decl});
  return true;
}

/// The lvalue whose address `&(E)` takes: E without the conversions to an
/// rvalue that the text of E does not show.
static const Expr *heldLValue(const Expr *E) {
  while (true) {
    const auto *IC = dyn_cast<ImplicitCastExpr>(E->IgnoreParens());
    if (!IC || (IC->getCastKind() != CK_LValueToRValue &&
                IC->getCastKind() != CK_NoOp))
      return E;
    E = IC->getSubExpr();
  }
}

void BodyPlanner::onceText(const Expr *E, bool AddressOf,
                           const EffectsFn &Effects, bool Deref,
                           std::string &Prefix, std::string &Suffix) {
  std::string V = newName(AddressOf ? "a" : "v");
  QualType T = E->getType();
  if (AddressOf) // the lvalue's type, qualifiers kept (the rvalue has none)
    T = C.AST.getPointerType(heldLValue(E)->getType());
  else if (T->isArrayType())
    T = C.AST.getArrayDecayedType(T);
  else if (T->isFunctionType())
    T = C.AST.getPointerType(T);
  bool Comma = !T->isVoidType() && typedTemp(T, V);
  OnceForm Form = OnceForm::comma(Comma);
  Prefix = std::string(Deref ? "(*" : "") + Form.open() +
           Form.hold("__auto_type " + V, V, AddressOf);
  Suffix = Form.held();
  for (const std::string &X : Effects(V))
    Suffix += Form.step(X);
  Suffix += Form.close(V) + (Deref ? ")" : "");
}

void BodyPlanner::wrapOnce(const Expr *E, unsigned Depth, bool AddressOf,
                           const EffectsFn &Effects, bool Deref) {
  std::string Prefix, Suffix;
  onceText(E, AddressOf, Effects, Deref, Prefix, Suffix);
  C.Plan.wrap(E, Depth, Prefix, Suffix);
}
