//===- MacroTruths.cpp - macros spelled out without new warnings ----------===//
//
// Compilers do not warn of an address that can never be null being tested
// (`(o) != NULL`, `!(o)`, `if (o)` with `o` an array, `&x`, a function or
// `p + i`)
// when the test comes from a macro: a generic macro cannot know.  Once the
// rewriter spells such an invocation out, gcc's -Waddress and clang's
// -Wtautological-pointer-compare / -Wpointer-bool-conversion would fire
// under -Wall -Werror.  Such an operand, when the test is written in a
// macro, is written `((void)0, o)`: the same value, which neither
// compiler traces back to an object.  Likewise a condition written
// `((x == y))` through a macro (clang's -Wparentheses-equality), and a
// comma's left operand (clang's -Wcomma), where the emitter spells the
// macro out anyway, and a comparison of an expression with itself
// (-Wtautological-compare), which a list macro given the same pointer
// twice writes.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/MacroTruths.h"
#include "clang/AST/Stmt.h"

using namespace clang;
using namespace mpx;

/// An address that cannot be null: an array or function designator
/// decaying, &lvalue, or pointer arithmetic (gcc holds `p + i` non-null).
static bool isNonNullAddress(const Expr *E) {
  E = E->IgnoreParens();
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return B->isAdditiveOp() && B->getType()->isPointerType();
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E))
    return Cast->getCastKind() == CK_ArrayToPointerDecay ||
           Cast->getCastKind() == CK_FunctionToPointerDecay;
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return U->getOpcode() == UO_AddrOf;
  return false;
}

namespace {

/// Wraps a never-null Operand of a truth test at Op written in a macro;
/// only where the macro is spelled out when IfSpelledOut.
void hideTestedAddress(EditPlan &Plan, const BodyTree &Tree,
                       const Expr *Operand, SourceLocation Op,
                       bool IfSpelledOut) {
  if (!Operand || !isNonNullAddress(Operand))
    return;
  if (!Op.isMacroID() && !Operand->getBeginLoc().isMacroID() &&
      !Operand->getEndLoc().isMacroID())
    return;
  unsigned Depth = Tree.depth(Operand) - 2;
  if (IfSpelledOut)
    Plan.wrapIfSpelledOut(Operand, Depth, "((void)0, ", ")");
  else
    Plan.wrap(Operand, Depth, "((void)0, ", ")");
}

/// The truth tests of an expression: the operands of `==`, `!=`, `&&`,
/// `||`, `!` and `?:`.
void hideTestedAddresses(EditPlan &Plan, const BodyTree &Tree, const Expr *E,
                         bool IfSpelledOut) {
  auto Hide = [&](const Expr *Operand, SourceLocation Op) {
    hideTestedAddress(Plan, Tree, Operand, Op, IfSpelledOut);
  };
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->isEqualityOp() || B->isLogicalOp()) {
      Hide(B->getLHS(), B->getOperatorLoc());
      Hide(B->getRHS(), B->getOperatorLoc());
    }
  } else if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->getOpcode() == UO_LNot)
      Hide(U->getSubExpr(), U->getOperatorLoc());
  } else if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    Hide(CO->getCond(), CO->getQuestionLoc());
  }
}

/// `if ((x == y))` written through a macro: clang's -Wparentheses-equality
/// (on by default) is off in macros. Where the emitter spells the macro out,
/// the condition is written `0 != (x == y)`, the same truth value.
void hideExtraParens(EditPlan &Plan, const BodyTree &Tree, const Expr *Cond) {
  const auto *P = Cond ? dyn_cast<ParenExpr>(Cond->IgnoreImpCasts()) : nullptr;
  if (!P || !P->getBeginLoc().isMacroID())
    return;
  const auto *B = dyn_cast<BinaryOperator>(P->IgnoreParens());
  if (B && B->getOpcode() == BO_EQ)
    Plan.wrapIfSpelledOut(P, Tree.depth(P) - 2, "0 != ", "");
}

} // namespace

void mpx::planMacroTruths(EditPlan &Plan, const BodyTree &Tree, const Stmt *S) {
  auto Hide = [&](const Expr *Operand, SourceLocation Op) {
    hideTestedAddress(Plan, Tree, Operand, Op, /*IfSpelledOut=*/false);
  };
  auto Parens = [&](const Expr *Cond) { hideExtraParens(Plan, Tree, Cond); };
  if (const auto *E = dyn_cast<Expr>(S)) {
    hideTestedAddresses(Plan, Tree, E, /*IfSpelledOut=*/false);
    if (const auto *B = dyn_cast<BinaryOperator>(E))
      hideSelfComparison(Plan, Tree, B);
  } else if (const auto *I = dyn_cast<IfStmt>(S)) {
    Hide(I->getCond(), I->getIfLoc());
    Parens(I->getCond());
  } else if (const auto *W = dyn_cast<WhileStmt>(S)) {
    Hide(W->getCond(), W->getWhileLoc());
    Parens(W->getCond());
  } else if (const auto *D = dyn_cast<DoStmt>(S)) {
    Hide(D->getCond(), D->getWhileLoc());
    Parens(D->getCond());
  } else if (const auto *F = dyn_cast<ForStmt>(S)) {
    Hide(F->getCond(), F->getForLoc());
    Parens(F->getCond());
  }
}

void mpx::planMacroTruthsUnder(EditPlan &Plan, const BodyTree &Tree,
                               const Stmt *S) {
  const auto *E = dyn_cast_or_null<Expr>(S);
  if (!E)
    return;
  // Unevaluated: nothing else is planned here, so only what a spelled-out
  // macro needs (the evaluated copy of an argument is hidden already).
  hideTestedAddresses(Plan, Tree, E, /*IfSpelledOut=*/true);
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    hideSelfComparison(Plan, Tree, B);
  for (const Stmt *Child : E->children())
    planMacroTruthsUnder(Plan, Tree, Child);
}

void mpx::hideSelfComparison(EditPlan &Plan, const BodyTree &Tree,
                             const BinaryOperator *B) {
  if (!B->isComparisonOp() || !B->getOperatorLoc().isMacroID() ||
      !Expr::isSameComparisonOperand(B->getLHS(), B->getRHS()))
    return;
  Plan.wrapIfSpelledOut(B->getRHS(), Tree.depth(B->getRHS()) - 2, "((void)0, ",
                        ")");
}

/// A comma written in a macro draws no -Wcomma from clang; spelled out in
/// the output, it would (and break a -Werror build). So where the emitter
/// spells the macro out anyway, its left operand is cast to void: the
/// comma discards that value already.
void mpx::voidCommaOperand(EditPlan &Plan, const BodyTree &Tree,
                           const BinaryOperator *B) {
  const auto *Cast = dyn_cast<CStyleCastExpr>(B->getLHS()->IgnoreParens());
  if (!B->getOperatorLoc().isMacroID() ||
      (Cast && Cast->getType()->isVoidType()))
    return;
  Plan.wrapIfSpelledOut(B->getLHS(), Tree.depth(B), "(void)(", ")");
}
