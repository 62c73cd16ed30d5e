//===- FormatArgs.cpp - format arguments the compiler checks ---------------===//
//
// What gcc's and clang's format checkers read as a string literal, as far as
// the rewriter needs it: see FormatArgs.h.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/FormatArgs.h"
#include "clang/AST/Attr.h"

using namespace clang;

/// Length of string literal S in bytes, its NUL included.
static uint64_t literalBytes(const StringLiteral *S) {
  return uint64_t(S->getByteLength()) + S->getCharByteWidth();
}

/// A literal plus a constant offset that stays within it ("abc" + 1).
static bool isLiteralTail(const ASTContext &AST, const BinaryOperator *B) {
  if (B->getOpcode() != BO_Add)
    return false;
  const Expr *Ptr = B->getLHS()->IgnoreParenImpCasts();
  const Expr *Off = B->getRHS();
  if (!isa<StringLiteral>(Ptr)) {
    Ptr = B->getRHS()->IgnoreParenImpCasts();
    Off = B->getLHS();
  }
  const auto *S = dyn_cast<StringLiteral>(Ptr);
  std::optional<llvm::APSInt> N;
  if (!S || !(N = Off->getIntegerConstantExpr(AST)))
    return false;
  return N->isNonNegative() &&
         N->getZExtValue() * S->getCharByteWidth() < literalBytes(S);
}

/// A const variable whose initialiser is a whole format.
static bool isWholeVariable(const ASTContext &AST, const VarDecl *VD,
                            unsigned Depth);

static bool isWhole(const ASTContext &AST, const Expr *E, unsigned Depth) {
  if (!E || Depth > 8)
    return false;
  E = E->IgnoreParenImpCasts();
  if (const auto *S = dyn_cast<StringLiteral>(E))
    return S->isOrdinary() || S->isUTF8();
  if (const auto *CO = dyn_cast<ConditionalOperator>(E))
    return isWhole(AST, CO->getTrueExpr(), Depth + 1) &&
           isWhole(AST, CO->getFalseExpr(), Depth + 1);
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return isLiteralTail(AST, B);
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
      return isWholeVariable(AST, VD, Depth + 1);
  if (const auto *CE = dyn_cast<CallExpr>(E))
    if (const FunctionDecl *FD = CE->getDirectCallee())
      if (const auto *A = FD->getAttr<FormatArgAttr>()) {
        unsigned I = A->getFormatIdx().getASTIndex();
        return I < CE->getNumArgs() && isWhole(AST, CE->getArg(I), Depth + 1);
      }
  return false;
}

static bool isWholeVariable(const ASTContext &AST, const VarDecl *VD,
                            unsigned Depth) {
  const Expr *Init = VD->getAnyInitializer();
  if (!Init || !VD->getType().isConstant(AST) ||
      VD->getType().isVolatileQualified())
    return false;
  if (const auto *AT = AST.getAsConstantArrayType(VD->getType())) {
    const auto *S = dyn_cast<StringLiteral>(Init->IgnoreParenImpCasts());
    if (const auto *IL = dyn_cast<InitListExpr>(Init->IgnoreParenImpCasts()))
      if (IL->getNumInits() == 1)
        S = dyn_cast<StringLiteral>(IL->getInit(0)->IgnoreParenImpCasts());
    // The array must hold the literal's NUL: char a[3] = "abc" has none.
    return S && (S->isOrdinary() || S->isUTF8()) &&
           AT->getSize().getZExtValue() >= literalBytes(S);
  }
  return VD->getType()->isPointerType() && isWhole(AST, Init, Depth);
}

bool mpx::isWholeFormat(const ASTContext &AST, const Expr *E) {
  return isWhole(AST, E, 0);
}

bool mpx::isReadableFormat(const ASTContext &AST, const Expr *E) {
  if (E->HasSideEffects(AST))
    return false;
  if (isWholeFormat(AST, E))
    return true;
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return DRE && isa<VarDecl>(DRE->getDecl());
}

int mpx::formatArgIndex(const FunctionDecl *FD) {
  if (const auto *A = FD->getAttr<FormatAttr>())
    return A->getFormatIdx() - 1;
  return -1;
}
