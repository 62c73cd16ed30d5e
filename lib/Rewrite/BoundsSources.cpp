//===- BoundsSources.cpp - where the bounds of a pointer come from --------===//
//
// boundsOf(E) gives, for a pointer-valued expression, C text of type
// __mpx_bnd that is valid once E has been evaluated (docs/design.md, "The
// representation of bounds"):
// objects and literals give their extent, arithmetic and casts keep their
// operand's bounds, null pointer constants give NULL bounds, integers cast to
// pointers and values loaded from memory give INIT.  Values whose bounds
// need the value itself (literals, calls, ?:) are captured into a
// temporary by wrapping them; that is planned here too.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/FunctionRewriter.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ASTContext.h"

using namespace clang;
using namespace mpx;

BoundsRef FunctionRewriter::boundsOf(const Expr *E) {
  auto It = Memo.find(E);
  if (It != Memo.end())
    return It->second;
  BoundsRef B = computeBounds(E);
  Memo[E] = B;
  return B;
}

/// "string literal at f.c:9", "compound literal at f.c:9".
std::string FunctionRewriter::literalPhrase(const Expr *L) const {
  return (isa<CompoundLiteralExpr>(L->IgnoreParens()) ? "compound literal at "
                                                      : "string literal at ") +
         C.where(L->getBeginLoc());
}

/// "memory bounded by __bnd_set_ptr_bounds at f.c:9" for GCC's bounds API;
/// "" for other calls.
std::string FunctionRewriter::setByBuiltinPhrase(const CallExpr *Call) const {
  const FunctionDecl *Callee = Call->getDirectCallee();
  if (!Callee || !Callee->getIdentifier())
    return "";
  llvm::StringRef Name = Callee->getName();
  if (Name != "__bnd_set_ptr_bounds" && Name != "__bnd_narrow_ptr_bounds" &&
      Name != "__bnd_copy_ptr_bounds" && Name != "__bnd_init_ptr_bounds")
    return "";
  return "memory bounded by " + Name.str() + " at " +
         C.where(Call->getBeginLoc());
}

BoundsRef FunctionRewriter::unknownBounds(llvm::StringRef Why) {
  C.Stats.source(("INIT: " + Why).str());
  return BoundsRef::init(Why.str());
}

BoundsRef FunctionRewriter::computeBounds(const Expr *E) {
  E = E->IgnoreParens();
  if (E->isNullPointerConstant(C.AST, Expr::NPC_ValueDependentIsNotNull)) {
    C.Stats.source("null pointer constant");
    return BoundsRef::null();
  }
  if (const auto *CE = dyn_cast<CastExpr>(E))
    return castBounds(CE);
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->getOpcode() == UO_AddrOf)
      return addrBounds(U->getSubExpr(), U);
    if (U->isIncrementDecrementOp())
      return isMemoryPointer(U->getSubExpr()) ? planPointerUpdate(U)
                                              : lvalueBounds(U->getSubExpr());
    return BoundsRef::init();
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    switch (B->getOpcode()) {
    case BO_Sub:
      if (isa<OffsetOfExpr>(B->getRHS()->IgnoreParenImpCasts())) {
        // container_of: the field's bounds must not follow the container.
        return unknownBounds("container_of (offsetof subtracted)");
      }
      [[fallthrough]];
    case BO_Add:
      return boundsOf(B->getLHS()->getType()->isPointerType() ? B->getLHS()
                                                              : B->getRHS());
    case BO_AddAssign:
    case BO_SubAssign:
      return isMemoryPointer(B->getLHS()) ? planPointerUpdate(B)
                                          : lvalueBounds(B->getLHS());
    case BO_Assign: {
      if (isMemoryPointer(B->getLHS()))
        planPointerStore(B);
      else {
        BoundsRef L = lvalueBounds(B->getLHS()); // a shadow, after the store
        return {L.Text, true, false, BoundsOrigin::Shadow, L.Variable};
      }
      BoundsRef R = boundsOf(B->getRHS());
      R.AfterOnly = !R.Init;
      return R;
    }
    case BO_Comma: {
      BoundsRef R = boundsOf(B->getRHS());
      R.AfterOnly = !R.Init;
      return R;
    }
    default:
      return BoundsRef::init();
    }
  }
  if (const auto *CO = dyn_cast<ConditionalOperator>(E))
    return conditionalBounds(CO);
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    if (unsigned ID = Call->getBuiltinCallee())
      if (ID == Builtin::BI__builtin_alloca || ID == Builtin::BIalloca ||
          ID == Builtin::BI__builtin_alloca_uninitialized)
        return allocaBounds(Call);
    std::string T = rewriteCall(Call);
    if (T.empty()) {
      return unknownBounds("result of uninstrumented call");
    }
    C.Stats.source("call result");
    BoundsRef R = BoundsRef::temporary(T, BoundsOrigin::Call);
    R.Describe = setByBuiltinPhrase(Call);
    R.FromDetail =
        "'" + C.textOf(Call) + "' at " + C.where(Call->getBeginLoc());
    return R;
  }
  if (const auto *VA = dyn_cast<VAArgExpr>(E))
    return vaArgBounds(VA);
  if (const auto *Ch = dyn_cast<ChooseExpr>(E))
    return boundsOf(Ch->getChosenSubExpr());
  if (const auto *G = dyn_cast<GenericSelectionExpr>(E))
    return G->isResultDependent() ? BoundsRef::init()
                                  : boundsOf(G->getResultExpr());
  return unknownBounds("other expression");
}

BoundsRef FunctionRewriter::castBounds(const CastExpr *CE) {
  const Expr *Sub = CE->getSubExpr();
  switch (CE->getCastKind()) {
  case CK_LValueToRValue:
    return isMemoryPointer(Sub) ? loadBounds(CE) : lvalueBounds(Sub);
  case CK_ArrayToPointerDecay:
    return arrayBounds(Sub, CE);
  case CK_NullToPointer:
    C.Stats.source("null pointer constant");
    return BoundsRef::null();
  case CK_IntegralToPointer:
    return unknownBounds("integer cast to pointer");
  case CK_BitCast: {
    const MemberExpr *Field = nullptr;
    if (castsBackToContainer(CE, Field)) {
      C.Stats.source("container: field pointer cast to its struct");
      return rootBounds(Field);
    }
    if ((Field = rawFieldAddress(CE))) {
      C.Stats.source("field address as raw bytes or overlay (enclosing)");
      return rootBounds(Field);
    }
    if (isComputedContainerOf(CE)) {
      // container_of: the field's bounds must not follow the container.
      return unknownBounds("container_of (run-time offset subtracted)");
    }
    return boundsOf(Sub);
  }
  case CK_NoOp:
  case CK_AddressSpaceConversion:
  case CK_LValueBitCast:
    return boundsOf(Sub);
  default:
    return BoundsRef::init();
  }
}

/// Bounds of the pointer stored in lvalue LV.
BoundsRef FunctionRewriter::lvalueBounds(const Expr *LV) {
  LV = LV->IgnoreParens();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(LV))
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl())) {
      auto It = Shadows.find(VD);
      if (It != Shadows.end()) {
        BoundsRef R{It->second, false, false, BoundsOrigin::Shadow, true};
        auto Known = ShadowObjects.find(VD);
        if (Known != ShadowObjects.end())
          R.Describe = Known->second;
        R.FromDetail = (isa<ParmVarDecl>(VD) ? "parameter '" : "local '") +
                       VD->getName().str() + "' of " + FD->getName().str();
        return R;
      }
    }
  return BoundsRef::init();
}

/// The assembler name of VD's symbol.
static std::string symbolName(const VarDecl *VD) {
  if (const auto *A = VD->getAttr<AsmLabelAttr>())
    return A->getLabel().str();
  return VD->getName().str();
}

/// The whole of a named object.  An extern array of incomplete type is as
/// large as its symbol (the linker knows, GCC's checker asked it too); any
/// other object of unknown size gets INIT.
BoundsRef FunctionRewriter::objectBounds(const VarDecl *VD) {
  QualType T = VD->getType();
  if (T->isIncompleteArrayType() && VD->hasGlobalStorage() &&
      C.Opts.IncompleteTypeBounds) {
    C.Stats.source("array of incomplete type (its symbol's size)");
    return {"__mpx_make_symbol(" + VD->getName().str() +
                ", __mpx_symbol_size(\"" + symbolName(VD) + "\"))",
            false,
            false,
            BoundsOrigin::Object,
            false,
            VD};
  }
  if (T->isIncompleteType() || T->isFunctionType()) {
    return unknownBounds("object of unknown size");
  }
  C.Stats.source(T->isArrayType() ? "array" : "address of object");
  return {objectBoundsText(VD), false, false, BoundsOrigin::Object, false, VD};
}

std::string FunctionRewriter::objectBoundsText(const VarDecl *VD) {
  std::string Name = VD->getName().str();
  std::string Addr = VD->getType()->isArrayType() ? Name : "&" + Name;
  return "__mpx_make(" + Addr + ", sizeof(" + Name + "))";
}

/// Bounds of array lvalue A when it decays to a pointer (the node Whole).
BoundsRef FunctionRewriter::arrayBounds(const Expr *A, const Expr *Whole) {
  A = A->IgnoreParens();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(A)) {
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
      return objectBounds(VD);
    return BoundsRef::init();
  }
  if (isa<StringLiteral>(A) || isa<CompoundLiteralExpr>(A) ||
      isa<PredefinedExpr>(A)) {
    CharUnits Size = C.AST.getTypeSizeInChars(A->getType());
    C.Stats.source(isa<CompoundLiteralExpr>(A) ? "compound literal"
                                               : "string literal");
    BoundsRef R = captureBounds(A, std::to_string(Size.getQuantity()));
    R.Describe = literalPhrase(A);
    return R;
  }
  if (const auto *ME = dyn_cast<MemberExpr>(A))
    return fieldBounds(ME, Whole);
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(A))
    return rowBounds(AS, Whole);
  if (const auto *U = dyn_cast<UnaryOperator>(A))
    if (U->getOpcode() == UO_Deref)
      return boundsOf(U->getSubExpr());
  return unknownBounds("other array");
}

/// Bounds of &LV (the node Whole, when there is one).
BoundsRef FunctionRewriter::addrBounds(const Expr *LV, const Expr *Whole) {
  LV = LV->IgnoreParens();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(LV)) {
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
      return objectBounds(VD);
    return BoundsRef::init();
  }
  if (const auto *U = dyn_cast<UnaryOperator>(LV))
    if (U->getOpcode() == UO_Deref)
      return boundsOf(U->getSubExpr());
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(LV))
    return boundsOf(AS->getBase());
  if (const auto *ME = dyn_cast<MemberExpr>(LV))
    return Whole ? fieldBounds(ME, Whole) : rootBounds(ME);
  if (isa<CompoundLiteralExpr>(LV) || isa<StringLiteral>(LV)) {
    CharUnits Size = C.AST.getTypeSizeInChars(LV->getType());
    C.Stats.source("compound literal");
    BoundsRef R =
        captureBounds(Whole ? Whole : LV, std::to_string(Size.getQuantity()));
    R.Describe = literalPhrase(LV);
    return R;
  }
  return unknownBounds("address of other lvalue");
}

/// Wraps E (an array or pointer value) so that a temporary receives the
/// bounds of the Size bytes it points to.
BoundsRef FunctionRewriter::captureBounds(const Expr *E,
                                          const std::string &Size) {
  std::string T = newBoundsTemp();
  wrapOnce(E, depth(E), false, [&](const std::string &V) {
    return std::vector<std::string>{T + " = __mpx_make(" + V + ", " + Size +
                                    ")"};
  });
  return BoundsRef::temporary(T, BoundsOrigin::Literal);
}

/// c ? a : b: each arm records its bounds in one temporary.
BoundsRef FunctionRewriter::conditionalBounds(const ConditionalOperator *CO) {
  const Expr *Arms[2] = {CO->getTrueExpr(), CO->getFalseExpr()};
  BoundsRef B[2] = {boundsOf(Arms[0]), boundsOf(Arms[1])};
  if (B[0].Init && B[1].Init)
    return BoundsRef::init();
  std::string Type = C.declare(CO->getType(), "");
  if (Type.empty()) {
    return unknownBounds("conditional of unnamed type");
  }
  std::string T = newBoundsTemp();
  for (int I = 0; I < 2; ++I) {
    std::string Prefix, Suffix;
    guardedValue(Arms[I], B[I], T, Prefix, Suffix);
    if (Arms[I]->isNullPointerConstant(C.AST,
                                       Expr::NPC_ValueDependentIsNotNull)) {
      Prefix = "((void)(" + T + " = __mpx_null()), (" + Type + ")(";
      Suffix = "))";
    }
    C.Plan.wrap(Arms[I], depth(Arms[I]) - 1, Prefix, Suffix);
  }
  return BoundsRef::temporary(T, BoundsOrigin::Conditional);
}

/// The pointer type null pointer constant E is converted to, spelled for a
/// cast (a comma expression is no null pointer constant: `(void *)` would
/// be an implicit conversion C++ does not allow, -Wc++-compat).
std::string FunctionRewriter::nullPointerType(const Expr *E) const {
  const Stmt *S = E;
  while (S && (isa<ParenExpr>(S) || isa<ImplicitCastExpr>(S))) {
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(S))
      if (Cast->getCastKind() == CK_NullToPointer ||
          Cast->getCastKind() == CK_BitCast) {
        std::string T = C.declare(Cast->getType(), "");
        if (!T.empty())
          return T;
      }
    S = Parents.lookup(S);
  }
  return "void *";
}

/// Text around E that evaluates E once, stores its bounds B in Dst and
/// yields E's value.  Returns Dst.
std::string FunctionRewriter::guardedValue(const Expr *E, const BoundsRef &B,
                                           const std::string &Dst,
                                           std::string &Prefix,
                                           std::string &Suffix) {
  if (E->isNullPointerConstant(C.AST, Expr::NPC_ValueDependentIsNotNull)) {
    Prefix = "((void)(" + Dst + " = __mpx_null()), (" + nullPointerType(E) +
             ")(";
    Suffix = "))";
  } else if (!B.AfterOnly && B.Text == Dst) {
    Prefix = Suffix = ""; // p = p + n: the bounds stay (no self-assignment)
  } else if (!B.AfterOnly) {
    Prefix = "((void)(" + Dst + " = " + B.Text + "), ";
    Suffix = ")";
  } else {
    auto Store = [&](const std::string &) {
      return std::vector<std::string>{Dst + " = " + B.Text};
    };
    onceText(E, false, Store, false, Prefix, Suffix);
  }
  return Dst;
}
