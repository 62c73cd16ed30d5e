//===- UpwardPointers.cpp - pointers a loop only moves up -----------------===//
//
// A loop's pointers are found by one traversal of the loop: every write to
// a variable is an increment by a non-negative constant or it disqualifies
// the variable; a label inside the loop, or a case of a switch outside it,
// disqualifies them all (the loop could be entered past its flag's test).
//
//===----------------------------------------------------------------------===//
#include "Rewrite/UpwardPointers.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;
using namespace mpx;

namespace {

/// The variable E names, through parentheses.
const VarDecl *namedVar(const Expr *E) {
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParens());
  return DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
}

/// What a loop does to its variables.
class LoopWrites : public RecursiveASTVisitor<LoopWrites> {
public:
  explicit LoopWrites(ASTContext &AST) : AST(AST) {}

  llvm::DenseSet<const VarDecl *> Up, Other;
  bool Entered = false; ///< a label or foreign case inside: enterable
  unsigned Switches = 0;

  bool TraverseSwitchStmt(SwitchStmt *S) {
    ++Switches;
    bool R = RecursiveASTVisitor::TraverseSwitchStmt(S);
    --Switches;
    return R;
  }
  bool VisitLabelStmt(LabelStmt *) { return !(Entered = true); }
  bool VisitSwitchCase(SwitchCase *) {
    if (!Switches)
      Entered = true;
    return !Entered;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (const VarDecl *VD =
            U->isIncrementDecrementOp() ? namedVar(U->getSubExpr()) : nullptr)
      (U->isIncrementOp() ? Up : Other).insert(VD);
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (!B->isAssignmentOp())
      return true;
    if (const VarDecl *VD = namedVar(B->getLHS()))
      (movesUp(B) ? Up : Other).insert(VD);
    return true;
  }
  bool VisitDeclStmt(DeclStmt *D) {
    for (const Decl *Each : D->decls())
      if (const auto *VD = dyn_cast<VarDecl>(Each))
        Other.insert(VD);
    return true;
  }
  bool VisitGCCAsmStmt(GCCAsmStmt *A) {
    for (const Expr *O : A->outputs())
      if (const VarDecl *VD = namedVar(O))
        Other.insert(VD);
    return true;
  }

private:
  /// p += K with K >= 0, or p -= K with K <= 0, K a constant.
  bool movesUp(const BinaryOperator *B) const {
    BinaryOperatorKind Op = B->getOpcode();
    if (Op != BO_AddAssign && Op != BO_SubAssign)
      return false;
    Expr::EvalResult R;
    if (B->getRHS()->isValueDependent() || !B->getRHS()->EvaluateAsInt(R, AST))
      return false;
    const llvm::APSInt &K = R.Val.getInt();
    return Op == BO_AddAssign ? !K.isNegative() : !K.isStrictlyPositive();
  }

  ASTContext &AST;
};

} // namespace

/// The init of for loop S when the flags are set after it: an expression,
/// or a declaration whose last declarator can hold them (hostOf): what
/// either writes does not count.
static const Stmt *initAfter(const Stmt *S) {
  const auto *F = dyn_cast<ForStmt>(S);
  const Stmt *Init = F ? F->getInit() : nullptr;
  if (Init && (isa<Expr>(Init) || UpwardLoops::hostOf(S)))
    return Init;
  return nullptr;
}

const VarDecl *UpwardLoops::hostOf(const Stmt *S) {
  const auto *F = dyn_cast<ForStmt>(S);
  const auto *DS = F ? dyn_cast_or_null<DeclStmt>(F->getInit()) : nullptr;
  if (!DS)
    return nullptr;
  const auto *VD = dyn_cast<VarDecl>(*(DS->decl_end() - 1));
  if (!VD || !VD->hasInit() || !VD->getType()->isScalarType() ||
      isa<InitListExpr>(VD->getInit()->IgnoreImplicit()))
    return nullptr;
  return VD;
}

UpwardLoops::VarSet UpwardLoops::upwardIn(const Stmt *S) const {
  LoopWrites W(AST);
  if (const Stmt *Init = initAfter(S)) {
    LoopWrites InInit(AST); // only for labels and foreign cases
    InInit.TraverseStmt(const_cast<Stmt *>(Init));
    W.Entered = InInit.Entered;
    for (const Stmt *Child : S->children())
      if (Child && Child != Init)
        W.TraverseStmt(const_cast<Stmt *>(Child));
  } else {
    W.TraverseStmt(const_cast<Stmt *>(S));
  }
  VarSet Out;
  if (W.Entered)
    return Out;
  for (const VarDecl *VD : W.Up)
    if (!W.Other.count(VD) && !AddressTaken.count(VD) &&
        VD->hasLocalStorage() && VD->getType()->isPointerType() &&
        !VD->getType().isVolatileQualified())
      Out.insert(VD);
  return Out;
}

void UpwardLoops::enter(const Stmt *S, bool Placeable) {
  Stack.emplace_back();
  Stack.back().S = S;
  if (Placeable)
    Stack.back().Upward = upwardIn(S);
}

bool UpwardLoops::afterInit(const Stmt *S) { return initAfter(S) != nullptr; }

std::vector<std::pair<std::string, const VarDecl *>> UpwardLoops::leave() {
  std::vector<std::pair<std::string, const VarDecl *>> Used =
      std::move(Stack.back().Used);
  Stack.pop_back();
  return Used;
}

std::string UpwardLoops::flagFor(const VarDecl *VD, int64_t Offset,
                                 llvm::function_ref<std::string()> NewName) {
  if (Offset < 0)
    return "";
  for (auto L = Stack.rbegin(); L != Stack.rend(); ++L) {
    if (!L->Upward.count(VD))
      continue;
    std::string &Flag = L->Flags[VD];
    if (Flag.empty()) {
      Flag = NewName();
      Names.push_back(Flag);
      L->Used.push_back({Flag, VD});
    }
    return Flag;
  }
  return "";
}

std::string UpwardLoops::declarations() const {
  std::string Out;
  for (const std::string &N : Names)
    Out += " __attribute__((unused)) int " + N + " = 0;";
  return Out;
}
