//===- VariableFacts.cpp - what a body does to its variables --------------===//
//
// One RecursiveASTVisitor over the body collects every set of
// VariableFacts.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/VariableFacts.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;
using namespace mpx;

const VarDecl *mpx::assignedVariable(const Expr *LV) {
  LV = LV->IgnoreParenImpCasts();
  while (const auto *ME = dyn_cast<MemberExpr>(LV)) {
    if (ME->isArrow())
      return nullptr;
    LV = ME->getBase()->IgnoreParenImpCasts();
  }
  const auto *DRE = dyn_cast<DeclRefExpr>(LV);
  return DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
}

namespace {
class FactsFinder : public RecursiveASTVisitor<FactsFinder> {
public:
  explicit FactsFinder(VariableFacts &F) : F(F) {}
  bool VisitVarDecl(VarDecl *VD) {
    if (!isa<ParmVarDecl>(VD))
      F.Locals.push_back(VD);
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->getOpcode() == UO_AddrOf)
      addRoot(U->getSubExpr());
    if (U->isIncrementDecrementOp())
      if (const VarDecl *VD = named(U->getSubExpr()))
        F.Changed.insert(VD);
    return true;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *CE) {
    if (CE->getCastKind() == CK_ArrayToPointerDecay &&
        isa<MemberExpr>(CE->getSubExpr()->IgnoreParens()))
      addRoot(CE->getSubExpr());
    return true;
  }
  bool VisitGotoStmt(GotoStmt *) {
    F.HasGoto = true;
    return true;
  }
  bool VisitIndirectGotoStmt(IndirectGotoStmt *) {
    F.HasGoto = true;
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *B) {
    const VarDecl *VD = B->isAssignmentOp() ? named(B->getLHS()) : nullptr;
    if (!VD)
      return true;
    F.Changed.insert(VD);
    if (B->getOpcode() == BO_Assign)
      F.Reassigned.insert(VD);
    return true;
  }

private:
  /// The variable LV names, or null.
  static const VarDecl *named(const Expr *LV) {
    if (const auto *DRE = dyn_cast<DeclRefExpr>(LV->IgnoreParens()))
      return dyn_cast<VarDecl>(DRE->getDecl());
    return nullptr;
  }
  /// Records the variable an lvalue is part of (through `.` and array
  /// elements).
  void addRoot(const Expr *LV) {
    while (true) {
      LV = LV->IgnoreParens();
      if (const auto *ME = dyn_cast<MemberExpr>(LV); ME && !ME->isArrow())
        LV = ME->getBase();
      else if (const auto *AS = dyn_cast<ArraySubscriptExpr>(LV);
               AS &&
               AS->getBase()->IgnoreParenImpCasts()->getType()->isArrayType())
        LV = AS->getBase()->IgnoreParenImpCasts();
      else
        break;
    }
    if (const VarDecl *VD = named(LV))
      F.AddressTaken.insert(VD);
  }

  VariableFacts &F;
};
} // namespace

/// A pointer that nothing changes after its definition.
static bool unchangedPointer(const VariableFacts &F, const VarDecl *VD) {
  return VD->getType()->isPointerType() &&
         !VD->getType().isVolatileQualified() && !F.Changed.count(VD) &&
         !F.AddressTaken.count(VD);
}

VariableFacts VariableFacts::of(const FunctionDecl *FD) {
  VariableFacts F;
  FactsFinder(F).TraverseStmt(FD->getBody());
  for (const ParmVarDecl *P : FD->parameters())
    if (unchangedPointer(F, P))
      F.InvariantParams.insert(P);
  const auto *Body = dyn_cast_or_null<CompoundStmt>(FD->getBody());
  if (F.HasGoto || !Body)
    return F;
  for (const Stmt *S : Body->body())
    if (const auto *DS = dyn_cast<DeclStmt>(S))
      for (const Decl *D : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(D))
          if (VD->hasLocalStorage() && VD->hasInit() && unchangedPointer(F, VD))
            F.InvariantLocals.insert(VD);
  return F;
}
