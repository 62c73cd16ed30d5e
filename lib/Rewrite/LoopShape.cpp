//===- LoopShape.cpp - counted loops and linear indices -------------------===//
#include "Rewrite/LoopShape.h"
#include "Rewrite/VariableFacts.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;
using namespace mpx;

namespace {

/// What the statements of a loop change, and what stops it from being run
/// twice as written (labels, static locals, asm, case labels of an
/// enclosing switch).
class Effects : public RecursiveASTVisitor<Effects> {
public:
  Effects(const llvm::DenseSet<const VarDecl *> &Taken) : Taken(Taken) {}

  llvm::DenseSet<const VarDecl *> Modified, Declared;
  bool WritesMemory = false, Blocked = false;

  bool TraverseSwitchStmt(SwitchStmt *S) {
    ++Switches;
    bool R = RecursiveASTVisitor::TraverseSwitchStmt(S);
    --Switches;
    return R;
  }
  bool VisitSwitchCase(SwitchCase *) { return block(Switches == 0); }
  bool VisitLabelStmt(LabelStmt *) { return block(true); }
  bool VisitAddrLabelExpr(AddrLabelExpr *) { return block(true); }
  bool VisitAsmStmt(AsmStmt *) { return block(true); }
  bool VisitVarDecl(VarDecl *VD) {
    Declared.insert(VD);
    return block(VD->isStaticLocal());
  }
  // A type or constant declared in the loop could shadow a name the guard,
  // written before the loop, spells.
  bool VisitTypedefNameDecl(TypedefNameDecl *) { return block(true); }
  bool VisitTagDecl(TagDecl *) { return block(true); }
  bool VisitCallExpr(CallExpr *) {
    WritesMemory = true;
    return true;
  }
  bool VisitAtomicExpr(AtomicExpr *) { // no call to clang, but a store
    WritesMemory = true;
    return true;
  }
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAssignmentOp())
      changes(B->getLHS());
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp())
      changes(U->getSubExpr());
    return true;
  }

private:
  bool block(bool B) {
    Blocked |= B;
    return true;
  }
  /// Records the variable an assignment to LV changes, or a memory write.
  void changes(const Expr *LV) {
    const VarDecl *VD = assignedVariable(LV);
    if (VD)
      Modified.insert(VD);
    if (!VD || !VD->hasLocalStorage() || Taken.count(VD))
      WritesMemory = true;
  }

  const llvm::DenseSet<const VarDecl *> &Taken;
  unsigned Switches = 0;
};

/// Every variable E names, also in unevaluated operands.
class NamedVars : public RecursiveASTVisitor<NamedVars> {
public:
  llvm::SmallVector<const VarDecl *, 4> Vars;
  bool VisitDeclRefExpr(DeclRefExpr *DRE) {
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
      Vars.push_back(VD);
    return true;
  }
};

} // namespace

/// The increment of while loop W: the last statement of its body, an
/// expression (while (i < n) { ...; i++; }); null when there is none.
static const Expr *whileIncrement(const WhileStmt *W) {
  const auto *Body = dyn_cast<CompoundStmt>(W->getBody());
  return Body && !Body->body_empty() ? dyn_cast<Expr>(Body->body_back())
                                     : nullptr;
}

LoopShape::LoopShape(const Context &C, const Stmt *Loop,
                     const llvm::DenseSet<const VarDecl *> &AddressTaken)
    : C(C), Taken(AddressTaken) {
  if (const auto *F = dyn_cast<ForStmt>(Loop)) {
    Init = F->getInit();
    CondE = F->getCond();
    IncE = F->getInc();
    Body = F->getBody();
  } else if (const auto *W = dyn_cast<WhileStmt>(Loop)) {
    // Counted when its body ends in the increment: then every access
    // before it sees the counter between its first and last value, as in
    // a for loop (a continue skips the increment: the value repeats).
    CondE = W->getCond();
    IncE = whileIncrement(W);
    Body = W->getBody();
    if (!IncE || W->getConditionVariable())
      return;
  } else {
    return;
  }
  findEffects();
  Valid = !Blocked && matchInit() && matchCond() && matchInc() &&
          typesAgree() && !Modified.count(Var);
  if (Valid)
    Modified.insert(Var);
}

void LoopShape::findEffects() {
  Effects E(Taken);
  if (CondE)
    E.TraverseStmt(const_cast<Expr *>(CondE));
  // A while loop's increment is its body's last statement: what it does
  // is matchInc's.
  const auto *Block = dyn_cast_or_null<CompoundStmt>(Body);
  if (Block && IncE && Block->body_back() == IncE) {
    for (const Stmt *S : Block->body())
      if (S != IncE)
        E.TraverseStmt(const_cast<Stmt *>(S));
  } else if (Body) {
    E.TraverseStmt(const_cast<Stmt *>(Body));
  }
  Modified = std::move(E.Modified);
  Declared = std::move(E.Declared);
  WritesMemory = E.WritesMemory;
  Blocked = E.Blocked;
  // The init runs before the guard's copy of its value (matchInit allows
  // only `T v = A` and `v = A`); what it declares is not in scope there.
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(Init))
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D))
        Declared.insert(VD);
}

/// The loop variable: a local integer of int's rank or more, or a local
/// pointer to complete objects (a pointer induction loop, for (p = a;
/// p < end; p++)), that only the loop's increment changes.
static bool countable(const Context &C, const VarDecl *VD,
                      const llvm::DenseSet<const VarDecl *> &Taken) {
  QualType T = VD->getType();
  if (!VD->hasLocalStorage() || T.isVolatileQualified() || Taken.count(VD))
    return false;
  if (T->isPointerType()) {
    QualType E = T->getPointeeType();
    return E->isObjectType() && !E->isIncompleteType() &&
           E->isConstantSizeType() && !E.isVolatileQualified() &&
           !C.AST.getTypeSizeInChars(E).isZero();
  }
  return T->isIntegerType() && !T->isBooleanType() && !T->isEnumeralType() &&
         C.AST.getTypeSize(T) >= C.AST.getTypeSize(C.AST.IntTy);
}

bool LoopShape::matchInit() {
  if (!Init)
    return true; // the variable comes from the condition
  if (const auto *DS = dyn_cast<DeclStmt>(Init)) {
    // The variable is the first declarator; later ones may declare the
    // bound (for (T *p = a, *e = a + n; p < e; p++): boundDecl).
    const auto *VD = dyn_cast<VarDecl>(*DS->decl_begin());
    if (!VD || !VD->getInit() || VD->getType()->isVariablyModifiedType())
      return false;
    for (const Decl *D : DS->decls())
      if (!isa<VarDecl>(D) ||
          cast<VarDecl>(D)->getType()->isVariablyModifiedType())
        return false;
    Var = VD;
    First = VD->getInit();
  } else if (const auto *B = dyn_cast<BinaryOperator>(Init)) {
    const auto *DRE = B->getOpcode() == BO_Assign
                          ? dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParens())
                          : nullptr;
    Var = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
    First = B->getRHS();
  }
  if (!Var || !countable(C, Var, Taken) || !pure(First))
    return false;
  NamedVars N;
  N.TraverseStmt(const_cast<Expr *>(First));
  for (const VarDecl *VD : N.Vars)
    if (VD == Var || Declared.count(VD))
      return false;
  return true;
}

bool LoopShape::isVar(const Expr *E,
                      llvm::ArrayRef<const VarDecl *> Extra) const {
  E = E->IgnoreParens();
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E))
    if (Cast->getCastKind() == CK_LValueToRValue)
      E = Cast->getSubExpr()->IgnoreParens();
  const auto *DRE = dyn_cast<DeclRefExpr>(E);
  if (!DRE)
    return false;
  return (Var && DRE->getDecl() == Var) ||
         llvm::is_contained(Extra, DRE->getDecl());
}

bool LoopShape::matchCond() {
  const auto *B =
      CondE ? dyn_cast<BinaryOperator>(CondE->IgnoreParens()) : nullptr;
  if (!B || !B->isRelationalOp())
    return false;
  if (!Var) { // no init: the variable is whichever side is a local counter
    for (const Expr *Side : {B->getLHS(), B->getRHS()})
      if (const auto *DRE = dyn_cast<DeclRefExpr>(Side->IgnoreParenImpCasts()))
        if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
          if (!Var && countable(C, VD, Taken) && !Declared.count(VD))
            Var = VD;
    if (!Var)
      return false;
  }
  static const LoopCmp Direct[] = {LoopCmp::Lt, LoopCmp::Gt, LoopCmp::Le,
                                   LoopCmp::Ge};
  static const LoopCmp Flipped[] = {LoopCmp::Gt, LoopCmp::Lt, LoopCmp::Ge,
                                    LoopCmp::Le};
  unsigned Op = B->getOpcode() - BO_LT; // BO_LT, BO_GT, BO_LE, BO_GE
  auto IsVar = [&](const Expr *Side) { // through the usual conversions
    const auto *DRE = dyn_cast<DeclRefExpr>(Side->IgnoreParenImpCasts());
    return DRE && DRE->getDecl() == Var;
  };
  if (IsVar(B->getLHS())) {
    Cmp = Direct[Op];
    Bound = B->getRHS();
  } else if (IsVar(B->getRHS())) {
    Cmp = Flipped[Op];
    Bound = B->getLHS();
  } else {
    return false;
  }
  Cond = B;
  UnsignedCmp = wraps(B->getLHS()->getType());
  BoundDecl = initDeclared(Bound);
  if (BoundDecl)
    return B->getLHS()->getType()->isPointerType() ==
           B->getRHS()->getType()->isPointerType();
  if (pointer())
    // Both sides pointers: the comparison is of addresses.
    return B->getLHS()->getType()->isPointerType() &&
           B->getRHS()->getType()->isPointerType() && invariant(Bound);
  if (!B->getLHS()->getType()->isIntegerType())
    return false;
  if (invariant(Bound))
    return true;
  BoundField = fieldRead(Bound);
  if (BoundField && !BoundField->getType()->isIntegerType())
    BoundField = nullptr;
  return BoundField != nullptr;
}

/// The variable E names when the loop's init declares it after the
/// counter, of the counter's type, with an initialiser the guard can
/// evaluate before the loop (pure, reading nothing the loop changes or
/// declares), and the loop does not change it; null otherwise.
const VarDecl *LoopShape::initDeclared(const Expr *E) const {
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  const auto *DS = dyn_cast_or_null<DeclStmt>(Init);
  if (!VD || !DS || VD == Var || !VD->getInit() || Modified.count(VD) ||
      Taken.count(VD) || VD->getType().isVolatileQualified() ||
      !llvm::is_contained(DS->decls(), VD) ||
      VD->getType().getCanonicalType().getUnqualifiedType() !=
          Var->getType().getCanonicalType().getUnqualifiedType() ||
      !invariant(VD->getInit()))
    return nullptr;
  return VD;
}

const MemberExpr *LoopShape::fieldRead(const Expr *E) const {
  const auto *ME = dyn_cast<MemberExpr>(E->IgnoreParenImpCasts());
  if (!ME || !ME->isArrow() || WritesMemory ||
      ME->getType().isVolatileQualified())
    return nullptr;
  const auto *DRE = dyn_cast<DeclRefExpr>(ME->getBase()->IgnoreParenImpCasts());
  const auto *W = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  return W && W->getType()->isPointerType() && invariantVar(W) ? ME : nullptr;
}

bool LoopShape::matchInc() {
  const Expr *Inc = IncE ? IncE->IgnoreParens() : nullptr;
  if (const auto *U = dyn_cast_or_null<UnaryOperator>(Inc)) {
    if (!U->isIncrementDecrementOp() || !isVar(U->getSubExpr()))
      return false;
    Increasing = U->isIncrementOp();
    Step = 1;
  } else if (const auto *B = dyn_cast_or_null<CompoundAssignOperator>(Inc)) {
    std::optional<llvm::APSInt> K =
        B->getRHS()->getIntegerConstantExpr(C.AST);
    if ((B->getOpcode() != BO_AddAssign && B->getOpcode() != BO_SubAssign) ||
        !isVar(B->getLHS()) || !K || K->isNegative() || K->isZero() ||
        K->getActiveBits() > 32)
      return false;
    Increasing = B->getOpcode() == BO_AddAssign;
    Step = K->getZExtValue();
  } else {
    return false;
  }
  return Increasing == (Cmp == LoopCmp::Lt || Cmp == LoopCmp::Le);
}

/// The variable's type T and the comparison's type U: every value the
/// variable takes lies between its first value and the bound when T and U
/// are the same (unsigned only with steps of 1: the guard rules out the
/// wrap at the type's end), when both are signed, or when a signed variable
/// counts up against an unsigned bound.
bool LoopShape::typesAgree() const {
  if (pointer())
    return true; // addresses never wrap
  QualType T = Var->getType().getCanonicalType().getUnqualifiedType();
  QualType U =
      cast<BinaryOperator>(Cond)->getLHS()->getType().getCanonicalType();
  if (T == U)
    return !wraps(T) || Step == 1;
  if (wraps(T))
    return false;
  return !wraps(U) || Increasing;
}

/// Side-effect free, reads no memory but named variables, cannot trap.
bool LoopShape::pure(const Expr *E) const {
  E = E->IgnoreParens();
  if (E->HasSideEffects(C.AST)) // also inside sizeof of a VLA type
    return false;
  if (isa<IntegerLiteral>(E) || isa<CharacterLiteral>(E))
    return true;
  if (const auto *U = dyn_cast<UnaryExprOrTypeTraitExpr>(E)) {
    // sizeof of a variable-length array evaluates its operand, or the
    // sizes written in its type (sizeof(char[++k])).
    if (!U->isArgumentType())
      return !U->getArgumentExpr()->HasSideEffects(C.AST);
    QualType T = U->getArgumentType();
    while (const ArrayType *A = C.AST.getAsArrayType(T)) {
      if (const auto *V = dyn_cast<VariableArrayType>(A))
        if (!V->getSizeExpr() || V->getSizeExpr()->HasSideEffects(C.AST))
          return false;
      T = A->getElementType();
    }
    return true;
  }
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
    if (isa<EnumConstantDecl>(DRE->getDecl()))
      return true;
    const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
    return VD && !VD->getType().isVolatileQualified();
  }
  if (const auto *ME = dyn_cast<MemberExpr>(E))
    return !ME->isArrow() && pure(ME->getBase());
  if (const auto *CE = dyn_cast<CastExpr>(E)) {
    switch (CE->getCastKind()) {
    case CK_LValueToRValue:
    case CK_IntegralCast:
    case CK_NoOp:
    case CK_ArrayToPointerDecay:
    case CK_IntegralToBoolean:
      return pure(CE->getSubExpr());
    default:
      return false;
    }
  }
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    return (U->getOpcode() == UO_Minus || U->getOpcode() == UO_Plus ||
            U->getOpcode() == UO_Not || U->getOpcode() == UO_LNot) &&
           pure(U->getSubExpr());
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->isAssignmentOp() || B->isCommaOp())
      return false;
    if (B->getOpcode() == BO_Div || B->getOpcode() == BO_Rem) {
      std::optional<llvm::APSInt> D =
          B->getRHS()->getIntegerConstantExpr(C.AST);
      if (!D || D->isZero() || D->isAllOnes())
        return false;
    }
    return pure(B->getLHS()) && pure(B->getRHS());
  }
  if (const auto *CO = dyn_cast<ConditionalOperator>(E))
    return pure(CO->getCond()) && pure(CO->getTrueExpr()) &&
           pure(CO->getFalseExpr());
  return false;
}

/// A variable whose value (or, for an array, address) the loop cannot
/// change and that is in scope before the loop.
bool LoopShape::invariantVar(const VarDecl *VD) const {
  if (VD == Var || Declared.count(VD))
    return false;
  if (VD->getType()->isArrayType())
    return true;
  if (VD->getType().isVolatileQualified())
    return false;
  if (VD->hasLocalStorage())
    return !Taken.count(VD) && !Modified.count(VD);
  return !WritesMemory;
}

bool LoopShape::invariant(const Expr *E) const {
  if (!pure(E))
    return false;
  NamedVars N;
  N.TraverseStmt(const_cast<Expr *>(E));
  for (const VarDecl *VD : N.Vars)
    if (!invariantVar(VD))
      return false;
  return true;
}

/// True when arithmetic in T wraps around: unsigned types, and signed
/// ones under -fwrapv.
bool LoopShape::wraps(QualType T) const {
  return T->isUnsignedIntegerType() ||
         (T->isSignedIntegerType() &&
          C.AST.getLangOpts().isSignedOverflowDefined());
}

/// Values of type T equal their exact value wherever the program's
/// arithmetic is defined: types that do not wrap, and types as wide as a
/// pointer (whose wrap-around is the address arithmetic's own).
bool LoopShape::exactType(QualType T) const {
  return T->isIntegerType() &&
         (!wraps(T) ||
          C.AST.getTypeSize(T) >= C.AST.getTypeSize(C.AST.VoidPtrTy));
}

/// A conversion that keeps every value of its operand's type, up to the
/// address arithmetic's wrap-around (signed to a pointer-wide unsigned
/// type): the guard leaves it out and computes the exact value.
bool LoopShape::exactCast(const CastExpr *CE) const {
  if (CE->getCastKind() == CK_NoOp)
    return true;
  if (CE->getCastKind() != CK_IntegralCast)
    return false;
  QualType S = CE->getSubExpr()->getType(), D = CE->getType();
  uint64_t WS = C.AST.getTypeSize(S), WD = C.AST.getTypeSize(D);
  if (WD < WS)
    return false;
  if (S->isSignedIntegerType() == D->isSignedIntegerType())
    return true;
  if (S->isSignedIntegerType()) // to unsigned
    return WD >= C.AST.getTypeSize(C.AST.VoidPtrTy);
  return WD > WS; // unsigned to a wider signed type
}

/// Takes E, a wrapping narrow value, as linear, recorded in Narrow for the
/// guard's range test.
static Form keepNarrow(const Expr *E, std::vector<const Expr *> *Narrow) {
  Narrow->push_back(E);
  return Form::Linear;
}

unsigned LoopShape::narrowWrapBits(QualType T) const {
  if (!T->isIntegerType() || !wraps(T))
    return 0;
  uint64_t W = C.AST.getTypeSize(T);
  return W < C.AST.getTypeSize(C.AST.VoidPtrTy) ? unsigned(W) : 0;
}

/// Why a narrow wrapping subexpression S may be taken as linear: +, -, *
/// and conversions into S's type commute with reduction modulo 2^W, so S's
/// computed value is its exact value reduced modulo 2^W (signed or not),
/// whatever wrapped inside it (a conversion from a wider type, too, reduces
/// modulo 2^W); when the exact value, affine in the loop
/// variable, lies in the type's range at the first and the last iteration,
/// it does at every one in between, and then the computed value is exact.
Form LoopShape::form(const Expr *E, std::vector<const CStyleCastExpr *> *Casts,
                     std::vector<const Expr *> *Narrow,
                     llvm::ArrayRef<const VarDecl *> Extra) const {
  E = E->IgnoreParens();
  if (isVar(E, Extra))
    // A pointer counter's value is an address, not an index.
    return E->getType()->isPointerType() ? Form::Other : Form::Linear;
  if (invariant(E))
    return Form::Invariant;
  if (const auto *CE = dyn_cast<CastExpr>(E)) {
    if (form(CE->getSubExpr(), Casts, Narrow, Extra) != Form::Linear)
      return Form::Other;
    bool Exact = exactCast(CE);
    if (!Exact && !(Narrow && CE->getCastKind() == CK_IntegralCast &&
                    narrowWrapBits(CE->getType())))
      return Form::Other;
    if (const auto *Written = dyn_cast<CStyleCastExpr>(CE))
      if (Casts)
        Casts->push_back(Written);
    return Exact ? Form::Linear : keepNarrow(E, Narrow);
  }
  Form R = Form::Other;
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->getOpcode() == UO_Minus || U->getOpcode() == UO_Plus)
      R = form(U->getSubExpr(), Casts, Narrow, Extra);
  } else if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    Form L = form(B->getLHS(), Casts, Narrow, Extra),
         Rt = form(B->getRHS(), Casts, Narrow, Extra);
    if ((B->getOpcode() == BO_Add || B->getOpcode() == BO_Sub) &&
        L != Form::Other && Rt != Form::Other)
      R = Form::Linear;
    else if (B->getOpcode() == BO_Mul &&
             ((L == Form::Linear && Rt == Form::Invariant) ||
              (L == Form::Invariant && Rt == Form::Linear)))
      R = Form::Linear;
  }
  if (R != Form::Linear)
    return Form::Other;
  if (exactType(E->getType()))
    return R;
  return Narrow && narrowWrapBits(E->getType()) ? keepNarrow(E, Narrow)
                                                 : Form::Other;
}
