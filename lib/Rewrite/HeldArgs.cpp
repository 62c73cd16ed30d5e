//===- HeldArgs.cpp - a call's arguments evaluated once, in order ---------===//
//
// Calls whose arguments' bounds are needed after they are evaluated (a
// hoisted clone call, a call through the hand-off area, a checked libc
// call) hold the arguments in temporaries, in C's order, the commas
// between them deleted:
//   f(a, b)  ->  ((void)(h1 = (a)), (void)(hb1 = B(a)),  (void)(h2 = (b)), ...
// as operands of a comma expression over temporaries of the function
// (shared with other statements', TempPool.h: at -O0 each of a statement
// expression's locals has a stack slot of its own), or, when a type cannot
// be spelled at the function's start, in a statement expression:
//   f(a, b)  ->  ({ T0 h1 = (a); __mpx_bnd hb1 = B(a);  T1 h2 = (b);  ...
// A compound literal in an argument needs the comma form (a statement
// expression would end its life while the call may keep a pointer to it).
// The caller writes what opens and closes the call.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/BoundsInto.h"
#include "Rewrite/CallPlanner.h"
#include "Rewrite/OnceForm.h"

using namespace clang;
using namespace mpx;

bool CallPlanner::argumentCommas(const CallExpr *CE, unsigned Count,
                                 std::vector<SourceLocation> &Seps) const {
  Seps.clear();
  for (unsigned I = 0; I < Count && I + 1 < CE->getNumArgs(); ++I) {
    Seps.push_back(C.Tokens.next(CE->getArg(I)->getEndLoc()));
    if (!C.Tokens.is(Seps.back(), ","))
      return false;
  }
  return true;
}

/// True when argument I of CE is one of a variadic function's `...`.
static bool isVariadicArgument(const CallExpr *CE, unsigned I) {
  QualType T = CE->getCallee()->getType();
  if (const auto *P = T->getAs<PointerType>())
    T = P->getPointeeType();
  const auto *FPT = T->getAs<FunctionProtoType>();
  return FPT && FPT->isVariadic() && I >= FPT->getNumParams();
}

/// True for a null pointer of pointer type written as a constant (NULL,
/// `(char *)0`): passed among a variadic call's `...`, the call passes it
/// as a null pointer constant rather than its temporary, which a
/// function's `sentinel` attribute would not accept.
bool CallPlanner::isNullPointer(const Expr *Arg) const {
  return Arg->getType()->isPointerType() &&
         Arg->IgnoreParenCasts()->isNullPointerConstant(
             C.AST, Expr::NPC_ValueDependentIsNotNull) != Expr::NPCK_NotNull;
}

QualType CallPlanner::heldType(QualType Param, const Expr *Arg) {
  const Expr *V = passedValue(Arg);
  return V == Arg ? Param : V->getType().getUnqualifiedType();
}

std::vector<HeldArg> CallPlanner::holdArguments(
    const CallExpr *CE, const std::vector<ArgHold> &Holds,
    const std::vector<SourceLocation> &Seps, bool Comma) {
  std::vector<HeldArg> Out;
  unsigned D = depth(CE) + 1;
  OnceForm Form = OnceForm::comma(Comma);
  for (unsigned I = 0; I < Holds.size(); ++I) {
    const ArgHold &H = Holds[I];
    HeldArg A{newName("h"), "", ""};
    std::string Decl, BoundsDecl;
    if (Comma) {
      typedTemp(H.Type, A.Value);
      if (!H.Bounds.empty())
        A.Bounds = newBoundsTemp();
    } else {
      Decl = H.Type.isNull() ? "" : C.declare(H.Type, A.Value, FD);
      if (Decl.empty())
        Decl = "__auto_type " + A.Value;
      if (!H.Bounds.empty())
        A.Bounds = newName("hb");
      BoundsDecl = "__mpx_bnd " + A.Bounds;
      if (H.MaybeUnused) {
        Decl = "__attribute__((unused)) " + Decl;
        BoundsDecl = "__attribute__((unused)) " + BoundsDecl;
      }
    }
    bool Null = isVariadicArgument(CE, I) && isNullPointer(CE->getArg(I));
    if (Null && !Comma && !H.MaybeUnused)
      Decl = "__attribute__((unused)) " + Decl;
    std::string Prefix = Form.hold(Decl, A.Value, false);
    std::string Suffix = Form.held();
    if (!H.Bounds.empty())
      Suffix += Form.isComma() ? Form.step(boundsInto(A.Bounds, H.Bounds))
                               : Form.bind(BoundsDecl, A.Bounds, H.Bounds);
    C.Plan.wrap(CE->getArg(I), D, Prefix, Suffix);
    if (I + 1 < Holds.size())
      C.Plan.replaceToken(Seps[I], "");
    // A sentinel stays a null pointer constant (-Wsentinel).
    A.Passed = Null ? "((void *)0)" : A.Value;
    Out.push_back(A);
  }
  return Out;
}

bool CallPlanner::heldTypesSpellable(const std::vector<ArgHold> &Holds,
                                     QualType Result) const {
  for (const ArgHold &H : Holds)
    if (!canHoldTyped(H.Type))
      return false;
  return Result->isVoidType() || canHoldTyped(Result);
}
