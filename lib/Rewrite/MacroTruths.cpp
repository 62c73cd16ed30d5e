//===- MacroTruths.cpp - addresses tested for null inside macros
//-----------===//
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
// comma's left operand (clang's -Wcomma, FunctionRewriter.cpp), where the
// emitter spells the macro out anyway.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/FunctionRewriter.h"
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

void FunctionRewriter::hideTestedAddress(const Expr *Operand,
                                         SourceLocation Op) {
  if (!Operand || !isNonNullAddress(Operand))
    return;
  if (!Op.isMacroID() && !Operand->getBeginLoc().isMacroID() &&
      !Operand->getEndLoc().isMacroID())
    return;
  C.Plan.wrap(Operand, depth(Operand) - 2, "((void)0, ", ")");
}

/// `if ((x == y))` written through a macro: clang's -Wparentheses-equality
/// (on by default) is off in macros. Where the emitter spells the macro out,
/// the condition is written `0 != (x == y)`, the same truth value.
void FunctionRewriter::hideExtraParens(const Expr *Cond) {
  const auto *P = Cond ? dyn_cast<ParenExpr>(Cond->IgnoreImpCasts()) : nullptr;
  if (!P || !P->getBeginLoc().isMacroID())
    return;
  const auto *B = dyn_cast<BinaryOperator>(P->IgnoreParens());
  if (B && B->getOpcode() == BO_EQ)
    C.Plan.wrapIfSpelledOut(P, depth(P) - 2, "0 != ", "");
}

void FunctionRewriter::planTruthOperands(const Stmt *S) {
  if (const auto *B = dyn_cast<BinaryOperator>(S)) {
    if (B->isEqualityOp() || B->isLogicalOp()) {
      hideTestedAddress(B->getLHS(), B->getOperatorLoc());
      hideTestedAddress(B->getRHS(), B->getOperatorLoc());
    }
  } else if (const auto *U = dyn_cast<UnaryOperator>(S)) {
    if (U->getOpcode() == UO_LNot)
      hideTestedAddress(U->getSubExpr(), U->getOperatorLoc());
  } else if (const auto *CO = dyn_cast<ConditionalOperator>(S)) {
    hideTestedAddress(CO->getCond(), CO->getQuestionLoc());
  } else if (const auto *I = dyn_cast<IfStmt>(S)) {
    hideTestedAddress(I->getCond(), I->getIfLoc());
    hideExtraParens(I->getCond());
  } else if (const auto *W = dyn_cast<WhileStmt>(S)) {
    hideTestedAddress(W->getCond(), W->getWhileLoc());
    hideExtraParens(W->getCond());
  } else if (const auto *D = dyn_cast<DoStmt>(S)) {
    hideTestedAddress(D->getCond(), D->getWhileLoc());
    hideExtraParens(D->getCond());
  } else if (const auto *F = dyn_cast<ForStmt>(S)) {
    hideTestedAddress(F->getCond(), F->getForLoc());
    hideExtraParens(F->getCond());
  }
}
