//===- Once.cpp - evaluating an operand once, then acting on it -----------===//
//
// Most wraps evaluate an expression once into a temporary, run some effects
// that use it (a check, a bounds capture, a table store) and yield it:
//   ({ __auto_type v = (E); effect(v); v; })
// A compound literal inside E, though, would then live only as long as the
// statement expression, while its value escapes: for those the same wrap is
// written with a comma expression and a temporary declared at the top of
// the function, so the literal keeps the lifetime of its enclosing block:
//   (v = (E), effect(v), v)
//
//===----------------------------------------------------------------------===//
#include "Rewrite/BodyState.h"
#include "Rewrite/OnceForm.h"
#include "clang/AST/ASTContext.h"

using namespace clang;
using namespace mpx;

bool BodyPlanner::typedTemp(QualType T, const std::string &Name) {
  std::string Decl = C.declare(T.getUnqualifiedType(), Name);
  if (Decl.empty())
    return false;
  Body.TypedTemps.push_back(Decl);
  return true;
}

void BodyPlanner::onceText(const Expr *E, bool AddressOf,
                           const EffectsFn &Effects, bool Deref,
                           std::string &Prefix, std::string &Suffix) {
  std::string V = newName(AddressOf ? "a" : "v");
  bool Comma = false;
  if (holdsCompoundLiteral(E)) {
    QualType T = E->getType();
    if (AddressOf)
      T = C.AST.getPointerType(T);
    else if (T->isArrayType())
      T = C.AST.getArrayDecayedType(T);
    Comma = typedTemp(T, V);
  }
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
