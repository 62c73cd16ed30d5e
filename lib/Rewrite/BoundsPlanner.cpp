//===- BoundsPlanner.cpp - the bounds the analysis finds, made available --===//
//
// The planner's half of bounds: BoundsAnalysis says where a pointer's
// bounds come from (a BoundsSource), and this turns the answer into C text
// of type __mpx_bnd that is valid once the pointer has been evaluated
// (docs/design.md, "The representation of bounds"): the name of a
// local's bounds variable, an object's extent, or a temporary that edits
// around the value assign (a literal's or a field's bounds, a table load,
// a call's result, either arm of ?:).  Each expression's bounds are made
// once, and each node's edits are planned once.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/BoundsPlanner.h"
#include "Rewrite/BoundsInto.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"

using namespace clang;
using namespace mpx;

BoundsRef BoundsPlanner::boundsOf(const Expr *E) {
  auto It = Memo.find(E);
  if (It != Memo.end())
    return It->second;
  BoundsRef B = planBounds(Body.Analysis->sourceOf(E));
  Memo[E] = B;
  return B;
}

/// "string literal at f.c:9", "compound literal at f.c:9".
std::string BoundsPlanner::literalPhrase(const Expr *L) const {
  return (isa<CompoundLiteralExpr>(L->IgnoreParens()) ? "compound literal at "
                                                      : "string literal at ") +
         C.where(L->getBeginLoc());
}

/// "memory bounded by __bnd_set_ptr_bounds at f.c:9" for GCC's bounds API;
/// "" for other calls.
std::string BoundsPlanner::setByBuiltinPhrase(const CallExpr *Call) const {
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

std::string BoundsPlanner::loadedBoundsText(const Expr *Load) const {
  auto It = Captured.find(std::make_pair(Load, unsigned(SourceKind::Load)));
  if (It == Captured.end())
    return "";
  return It->second.Text;
}

std::string BoundsPlanner::entryBoundsText(const Expr *E) const {
  for (const Expr *X : {E, E->IgnoreParens(), E->IgnoreParenImpCasts()}) {
    auto It = Memo.find(X);
    if (It != Memo.end())
      return It->second.AfterOnly ? "" : It->second.Text;
  }
  return "";
}

BoundsRef BoundsPlanner::unknownBounds(llvm::StringRef Why) {
  C.Plan.source(("INIT: " + Why).str());
  return BoundsRef::init(Why.str());
}

BoundsRef BoundsPlanner::planBounds(const BoundsSource &S) {
  if (!makesEdits(S.Kind)) {
    if (!S.Label.empty())
      C.Plan.source(S.Label);
    return plainBounds(S);
  }
  auto Key = std::make_pair(S.Node, unsigned(S.Kind));
  auto It = Captured.find(Key);
  if (It != Captured.end())
    return It->second;
  if (!S.Label.empty() && S.Kind != SourceKind::Row)
    C.Plan.source(S.Label);
  BoundsRef R;
  C.Plan.act(actionOf(S.Kind), S.Node, [&] { R = capturedBounds(S); });
  Captured[Key] = R;
  return R;
}

/// What the edits making a source's bounds do (makesEdits' sources).
ActionKind BoundsPlanner::actionOf(SourceKind K) {
  switch (K) {
  case SourceKind::Load:
    return ActionKind::TableLoad;
  case SourceKind::Update:
    return ActionKind::TableUpdate;
  case SourceKind::Store:
    return ActionKind::TableStore;
  case SourceKind::Call:
    return ActionKind::CallRewrite;
  default:
    return ActionKind::BoundsCapture;
  }
}

/// True for the sources whose bounds are made by edits around their node
/// (planned once per node).
bool BoundsPlanner::makesEdits(SourceKind K) {
  switch (K) {
  case SourceKind::Null:
  case SourceKind::Unknown:
  case SourceKind::Expression:
  case SourceKind::Same:
  case SourceKind::After:
  case SourceKind::Assigned:
  case SourceKind::Shadow:
  case SourceKind::Object:
  case SourceKind::Symbol:
    return false;
  default:
    return true;
  }
}

/// Bounds that need no edit of their own: constants, variables, objects,
/// and those passed on from an operand.
BoundsRef BoundsPlanner::plainBounds(const BoundsSource &S) {
  switch (S.Kind) {
  case SourceKind::Null:
    return BoundsRef::null();
  case SourceKind::Expression:
    return boundsOf(S.Node);
  case SourceKind::Same:
    return planBounds(*S.Inner);
  case SourceKind::After: {
    BoundsRef R = planBounds(*S.Inner);
    R.AfterOnly = !R.Init;
    return R;
  }
  case SourceKind::Assigned: { // a shadow, after the store
    BoundsRef L = planBounds(*S.Inner);
    return {L.Text, true, false, BoundsOrigin::Shadow, L.Variable};
  }
  case SourceKind::Shadow:
    return shadowBounds(S.Var);
  case SourceKind::Object:
    return {objectBoundsText(S.Var), false, false,
            BoundsOrigin::Object,    false, S.Var};
  case SourceKind::Symbol:
    return {"__mpx_make_symbol(" + S.Var->getName().str() +
                ", __mpx_symbol_size(\"" + symbolName(S.Var) + "\"))",
            false,
            false,
            BoundsOrigin::Object,
            false,
            S.Var};
  default:
    return BoundsRef::init(S.Why);
  }
}

/// Bounds made by edits around the source's node.
BoundsRef BoundsPlanner::capturedBounds(const BoundsSource &S) {
  switch (S.Kind) {
  case SourceKind::Literal: {
    BoundsRef R = captureBounds(S.Node, std::to_string(S.Size));
    R.Describe = literalPhrase(S.Literal);
    return R;
  }
  case SourceKind::Field:
  case SourceKind::FlexibleField:
  case SourceKind::Row:
    return narrowedBounds(S);
  case SourceKind::Load:
    return Edited.loadBounds(cast<CastExpr>(S.Node));
  case SourceKind::Update:
    return Edited.updateBounds(S.Node);
  case SourceKind::Store: {
    Edited.storeBounds(cast<BinaryOperator>(S.Node));
    BoundsRef R = planBounds(*S.Inner);
    R.AfterOnly = !R.Init;
    return R;
  }
  case SourceKind::Call:
    return callBounds(cast<CallExpr>(S.Node));
  case SourceKind::Alloca:
    return Edited.allocaBounds(cast<CallExpr>(S.Node));
  case SourceKind::VaArg:
    return Edited.vaArgBounds(cast<VAArgExpr>(S.Node));
  case SourceKind::Conditional:
    return conditionalBounds(cast<ConditionalOperator>(S.Node));
  default:
    return BoundsRef::init(S.Why);
  }
}

/// The bounds of a call's result: those its rewrite hands back, or INIT
/// when it is left as written.
BoundsRef BoundsPlanner::callBounds(const CallExpr *Call) {
  std::string T = Edited.callResult(Call);
  if (T.empty())
    return unknownBounds("result of uninstrumented call");
  C.Plan.source("call result");
  BoundsRef R = BoundsRef::temporary(T, BoundsOrigin::Call);
  R.Describe = setByBuiltinPhrase(Call);
  R.FromDetail = "'" + C.textOf(Call) + "' at " + C.where(Call->getBeginLoc());
  return R;
}

/// The bounds variable of tracked local VD.
BoundsRef BoundsPlanner::shadowBounds(const VarDecl *VD) const {
  BoundsRef R{Body.Shadows.lookup(VD), false, false, BoundsOrigin::Shadow,
              true};
  auto Known = Body.ShadowObjects.find(VD);
  if (Known != Body.ShadowObjects.end())
    R.Describe = Known->second;
  R.FromDetail = (isa<ParmVarDecl>(VD) ? "parameter '" : "local '") +
                 VD->getName().str() + "' of " + FD->getName().str();
  return R;
}

/// The assembler name of VD's symbol.
std::string BoundsPlanner::symbolName(const VarDecl *VD) {
  if (const auto *A = VD->getAttr<AsmLabelAttr>())
    return A->getLabel().str();
  return VD->getName().str();
}

std::string BoundsPlanner::objectBoundsText(const VarDecl *VD) {
  std::string Name = VD->getName().str();
  std::string Addr = VD->getType()->isArrayType() ? Name : "&" + Name;
  return "__mpx_make(" + Addr + ", sizeof(" + Name + "))";
}

/// Wraps E (an array or pointer value) so that a temporary receives the
/// bounds of the Size bytes it points to.
BoundsRef BoundsPlanner::captureBounds(const Expr *E, const std::string &Size) {
  std::string T = newBoundsTemp();
  wrapOnce(E, depth(E), false, [&](const std::string &V) {
    return std::vector<std::string>{
        boundsInto(T, "__mpx_make(" + V + ", " + Size + ")")};
  });
  return BoundsRef::temporary(T, BoundsOrigin::Literal);
}

/// c ? a : b: each arm records its bounds in one temporary.
BoundsRef BoundsPlanner::conditionalBounds(const ConditionalOperator *CO) {
  const Expr *Arms[2] = {CO->getTrueExpr(), CO->getFalseExpr()};
  BoundsRef B[2] = {boundsOf(Arms[0]), boundsOf(Arms[1])};
  if (B[0].Init && B[1].Init)
    return BoundsRef::init();
  std::string Type = C.declare(CO->getType(), "", FD);
  if (Type.empty()) {
    return unknownBounds("conditional of unnamed type");
  }
  std::string T = newBoundsTemp();
  for (int I = 0; I < 2; ++I) {
    std::string Prefix, Suffix;
    guardedValue(Arms[I], B[I], T, Prefix, Suffix);
    if (Arms[I]->isNullPointerConstant(C.AST,
                                       Expr::NPC_ValueDependentIsNotNull)) {
      Prefix =
          "((void)(" + boundsInto(T, "__mpx_null()") + "), (" + Type + ")(";
      Suffix = "))";
    }
    C.Plan.wrap(Arms[I], depth(Arms[I]) - 1, Prefix, Suffix);
  }
  return BoundsRef::temporary(T, BoundsOrigin::Conditional);
}

/// The pointer type null pointer constant E is converted to, spelled for a
/// cast (a comma expression is no null pointer constant: `(void *)` would
/// be an implicit conversion C++ does not allow, -Wc++-compat).
std::string BoundsPlanner::nullPointerType(const Expr *E) const {
  const Stmt *S = E;
  while (S && (isa<ParenExpr>(S) || isa<ImplicitCastExpr>(S))) {
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(S))
      if (Cast->getCastKind() == CK_NullToPointer ||
          Cast->getCastKind() == CK_BitCast) {
        std::string T = C.declare(Cast->getType(), "", FD);
        if (!T.empty())
          return T;
      }
    S = Body.Tree.parent(S);
  }
  return "void *";
}

/// Text around E that evaluates E once, stores its bounds B in Dst and
/// yields E's value.
void BoundsPlanner::guardedValue(const Expr *E, const BoundsRef &B,
                                 const std::string &Dst, std::string &Prefix,
                                 std::string &Suffix) {
  if (E->isNullPointerConstant(C.AST, Expr::NPC_ValueDependentIsNotNull)) {
    Prefix = "((void)(" + boundsInto(Dst, "__mpx_null()") + "), (" +
             nullPointerType(E) + ")(";
    Suffix = "))";
  } else if (!B.AfterOnly && B.Text == Dst) {
    Prefix = Suffix = ""; // p = p + n: the bounds stay (no self-assignment)
  } else if (!B.AfterOnly) {
    Prefix = "((void)(" + boundsInto(Dst, B.Text) + "), ";
    Suffix = ")";
  } else {
    auto Store = [&](const std::string &) {
      return std::vector<std::string>{boundsInto(Dst, B.Text)};
    };
    onceText(E, false, Store, false, Prefix, Suffix);
  }
}

std::string BoundsPlanner::objectOf(const BoundsRef &B) const {
  if (!B.Describe.empty())
    return B.Describe;
  return B.Object ? C.describeObject(B.Object) : "";
}
