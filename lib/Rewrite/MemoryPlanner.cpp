//===- MemoryPlanner.cpp - pointers and structs in memory -----------------===//
//
// A pointer stored to memory stores its bounds in the bounds table keyed by
// the slot (__mpx_stx), a pointer loaded from memory loads them (__mpx_ldx,
// INIT when the stored value differs), structs that hold pointers carry
// their entries when copied, and aggregate initialisers store the bounds of
// each pointer they hold.  A slot the body caches (SlotCache.h) goes through
// __mpx_ldk / __mpx_stkd / __mpx_stk instead.  Each rewrite takes the slot's
// address once:
//   load   p->q            (*(T **)__mpx_ldxp(&(p->q), &t))
//   store  p->q = e        ({ __auto_type s = &(p->q); __typeof__(*s) v = (e);
//                             *s = v; __mpx_stx(s, v, B(e)); v; })
//   update p->q++, += n    the stored bounds are reloaded and stored again
// A slot that is a variable (or a member of one) is named again instead of
// held: its address is a constant, and a held address or value is a stack
// slot of its own at -O0 (compilers share no slots without optimising):
//   store  x = e           ((void)(x = e), (void)(__mpx_stx(&(x), (x), B(e))),
//                           (x))
//   update x++             ((void)__mpx_ldxo(&(x), (x), &t), (void)(x++),
//                           (void)(__mpx_stx(&(x), (x), t)))
//
//===----------------------------------------------------------------------===//
#include "Rewrite/MemoryPlanner.h"
#include "Rewrite/FunctionIndex.h"
#include "Rewrite/InitLeaves.h"
#include "Rewrite/OnceForm.h"
#include "Rewrite/StaticInit.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;
using namespace mpx;

MemoryPlanner::MemoryPlanner(BodyState &Body, BoundsPlanner &Bounds)
    : BodyPlanner(Body), Bounds(Bounds),
      Reuse(C.AST, Body.Tree, Body.dominated()) {
  findSlotCaches();
}

/// A pointer read from memory, with its bounds from the table:
///   (*(P *)__mpx_ldxp(&(LV), &t))        P spelled, LV not volatile
///   ({ __auto_type s = &(LV); __auto_type v = *s; __mpx_ldxo(s, v, &t);
///      v; })
/// The first form holds no temporary (stack slots at -O0, CheckPlanner.cpp).
BoundsRef MemoryPlanner::loadBounds(const CastExpr *Load) {
  const Expr *LV = Load->getSubExpr();
  QualType PT = LV->getType();
  std::string Slot = PT.isVolatileQualified() || holdsCompoundLiteral(LV)
                         ? ""
                         : C.declare(C.AST.getPointerType(PT), "", FD);
  std::string K = slotCacheOf(LV);
  if (K.empty())
    if (std::optional<BoundsRef> R = Reuse.earlier(Load)) {
      C.Plan.source("bounds table load reused: the slot read before, "
                    "nothing written since");
      return *R;
    }
  C.Plan.source(K.empty() ? "bounds table load"
                          : "bounds table load through a slot cache");
  std::string T;
  if (!Slot.empty()) {
    T = newBoundsTemp();
    C.Plan.wrap(Load, depth(Load),
                "(*(" + Slot + ")" + (K.empty() ? "__mpx_ldxp" : "__mpx_ldkp") +
                    "(&(",
                "), &" + T + (K.empty() ? "" : ", " + K) + "))");
  } else {
    std::string S = newName("s"), V = newName("v");
    T = newBoundsTemp();
    OnceForm Form(OnceForm::StatementExpression);
    C.Plan.wrap(Load, depth(Load),
                Form.open() + Form.hold("__auto_type " + S, S, true),
                Form.held() + Form.bind("__auto_type " + V, V, "*" + S) +
                    Form.step(tableLoadInto(K, S, V, T)) + Form.close(V));
  }
  BoundsRef R = loadedBounds(T, Load);
  if (K.empty())
    Reuse.add(Load, R);
  return R;
}

/// The bounds T loaded from the table for the pointer Load reads.
BoundsRef MemoryPlanner::loadedBounds(const std::string &T,
                                      const CastExpr *Load) const {
  BoundsRef R = BoundsRef::temporary(T, BoundsOrigin::Table);
  R.FromDetail = "'" + C.textOf(Load->getSubExpr()) + "' read at " +
                 C.where(Load->getBeginLoc());
  return R;
}

/// The bounds-table load into T of the value V read from slot S, through
/// the slot cache K when there is one: an out parameter rather than an
/// assignment of a returned struct, which takes a stack slot of its own at
/// -O0.
std::string MemoryPlanner::tableLoadInto(const std::string &K,
                                         const std::string &S,
                                         const std::string &V,
                                         const std::string &T) {
  return K.empty() ? "__mpx_ldxo(" + S + ", " + V + ", &" + T + ")"
                   : "__mpx_ldko(" + K + ", " + S + ", " + V + ", &" + T + ")";
}

/// The text naming pointer lvalue LV again when LV is a variable or a
/// member of one (through `.`), not volatile nor atomic, so that its
/// address is a constant and reading it again gives what was stored;
/// "" otherwise.
static std::string stableSlotText(const Expr *LV) {
  QualType T = LV->getType();
  if (T.isVolatileQualified() || T->isAtomicType())
    return "";
  LV = LV->IgnoreParens();
  if (const auto *M = dyn_cast<MemberExpr>(LV)) {
    const auto *F = dyn_cast<FieldDecl>(M->getMemberDecl());
    if (M->isArrow() || !F || F->getName().empty())
      return "";
    std::string Base = stableSlotText(M->getBase());
    return Base.empty() ? "" : Base + "." + F->getName().str();
  }
  const auto *DR = dyn_cast<DeclRefExpr>(LV);
  const auto *VD = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
  if (!VD || VD->getName().empty())
    return "";
  return VD->getName().str();
}

/// The bounds-table store of bounds B for the value V stored to slot S by
/// the store At to LV: through LV's slot cache when it has one, held back
/// until the next flush unless the cache writes through or At runs inside
/// a call's operands (after that call's flush).
std::string MemoryPlanner::tableStore(const Expr *At, const Expr *LV,
                                      const std::string &S,
                                      const std::string &V,
                                      const std::string &B) const {
  std::string K = slotCacheOf(LV);
  if (K.empty())
    return "__mpx_stx(" + S + ", " + V + ", " + B + ")";
  const char *Op = Slots.deferred(Slots.indexOf(LV)) && !insideCall(At)
                       ? "__mpx_stkd("
                       : "__mpx_stk(";
  return Op + K + ", " + S + ", " + V + ", " + B + ")";
}

/// True when slot S and value V of pointer lvalue LV can be temporaries of
/// the function (OnceForm's comma form), which it then declares.
bool MemoryPlanner::typedSlotTemps(const Expr *LV, const std::string &S,
                                   const std::string &V) {
  QualType Slot = LV->getType();
  if (!canHoldTyped(C.AST.getPointerType(Slot)) || !canHoldTyped(Slot))
    return false;
  return typedTemp(C.AST.getPointerType(Slot), S) && typedTemp(Slot, V);
}

/// LV = RHS with LV a pointer in memory:
///   ((void)(s = &(LV)), (void)(v = (RHS)), (void)(*s = v),
///    (void)(__mpx_stx(s, v, B(RHS))), v)
/// over temporaries of the function, or where their types cannot be
/// spelled, a statement expression:
///   ({ __auto_type s = &(LV); __typeof__(*s) v = (RHS);
///      *s = v; __mpx_stx(s, v, B(RHS)); v; })
/// With a compound literal in RHS, which must outlive the statement, only
/// the first will do: a slot whose type cannot be spelled then keeps no
/// table entry (a load then gets INIT), with a warning.
void MemoryPlanner::planPointerStore(const BinaryOperator *B) {
  BoundsRef RB = Bounds.boundsOf(B->getRHS());
  std::string X = stableSlotText(B->getLHS());
  if (!X.empty()) {
    // Each operand but the last cast to void (clang's -Wcomma).
    unsigned D = depth(B);
    C.Plan.openAt(B->getSourceRange(), D, "((void)(");
    C.Plan.closeAt(
        B->getSourceRange(), D,
        "), (void)(" +
            tableStore(B, B->getLHS(), "&(" + X + ")", "(" + X + ")", RB.Text) +
            "), " + yield(B, "(" + X + ")") + ")");
    return;
  }
  std::string S = newName("s"), V = newName("v");
  bool Comma = typedSlotTemps(B->getLHS(), S, V);
  if (!Comma && holdsCompoundLiteral(B->getRHS())) {
    C.warn(B->getOperatorLoc(),
           "pointer holding a compound literal stored where its type cannot "
           "be spelled; its bounds are not kept in the table");
    C.Plan.source("INIT: compound literal stored to an unspellable slot");
    return;
  }
  OnceForm Form = OnceForm::comma(Comma);
  unsigned D = depth(B);
  C.Plan.openAt(B->getSourceRange(), D,
                Form.open() + Form.hold("__auto_type " + S, S, true));
  C.Plan.closeAt(B->getLHS()->getSourceRange(), D + 1,
                 Form.held() +
                     Form.hold("__typeof__(*" + S + ") " + V, V, false));
  C.Plan.replaceToken(B->getOperatorLoc(), "");
  C.Plan.closeAt(B->getSourceRange(), D,
                 Form.held() + Form.step("*" + S + " = " + V) +
                     Form.step(tableStore(B, B->getLHS(), S, V, RB.Text)) +
                     Form.close(yield(B, V)));
}

/// p->q++, --p->q, p->q += n, p->q -= n: the value changes, the bounds
/// do not; they are reloaded and stored again with the new value.
/// Returns the bounds of the expression's value.
BoundsRef MemoryPlanner::planPointerUpdate(const Expr *E) {
  const Expr *LV = isa<UnaryOperator>(E)
                       ? cast<UnaryOperator>(E)->getSubExpr()
                       : cast<CompoundAssignOperator>(E)->getLHS();
  std::string K = slotCacheOf(LV);
  if (std::optional<BoundsRef> R = planStableUpdate(E, LV, K))
    return *R;
  std::string S = newName("s"), V = newName("v"), T = newBoundsTemp();
  unsigned D = depth(E);
  OnceForm Form = OnceForm::comma(typedSlotTemps(LV, S, V));
  std::string Open = Form.open() + Form.hold("__auto_type " + S, S, true);
  // The bounds are loaded in the new value's initialiser (in the statement
  // form a declaration first in its block), before the value changes.
  std::string Load = Form.held() +
                     Form.hold("__typeof__(*" + S + ") " + V, V, false) +
                     tableLoadInto(K, S, "*" + S, T) + ", ";
  std::string Close = Form.held() +
                      Form.step(tableStore(E, LV, S, "*" + S, T)) +
                      Form.close(yield(E, V));
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->isPostfix()) {
      C.Plan.openAt(U->getSourceRange(), D, Open);
      // Before the operator, not after LV: the two differ when LV is a
      // macro argument and the operator is in the macro's body.
      C.Plan.insertBefore(U->getOperatorLoc(), D + 1, Load + "(*" + S + ")");
      C.Plan.closeAt(U->getSourceRange(), D, Close);
    } else {
      const char *Op = U->isIncrementOp() ? "++" : "--";
      C.Plan.replaceToken(U->getOperatorLoc(), Open);
      C.Plan.closeAt(U->getSourceRange(), D, Load + Op + "*" + S + Close);
    }
  } else {
    const auto *B = cast<CompoundAssignOperator>(E);
    C.Plan.openAt(B->getSourceRange(), D, Open);
    C.Plan.insertBefore(B->getOperatorLoc(), D + 1, Load + "*" + S);
    C.Plan.closeAt(B->getSourceRange(), D, Close);
  }
  return BoundsRef::temporary(T, BoundsOrigin::Table);
}

/// planPointerUpdate's E when its slot LV is a variable (stableSlotText):
///   ((void)__mpx_ldxo(&(x), (x), &t), (void)(E),
///    (void)(__mpx_stx(&(x), (x), t)), (x))
/// with the old value held in a temporary of the function for a postfix
/// E whose value is used:  (..., (void)(v = x++), ..., v).  None when LV is not
/// a variable, or that temporary's type cannot be spelled.
std::optional<BoundsRef> MemoryPlanner::planStableUpdate(const Expr *E,
                                                         const Expr *LV,
                                                         const std::string &K) {
  std::string X = stableSlotText(LV);
  if (X.empty())
    return std::nullopt;
  const auto *U = dyn_cast<UnaryOperator>(E);
  bool Unused = resultUnused(E);
  std::string V;
  if (U && U->isPostfix() && !Unused) {
    V = newName("v");
    if (!typedTemp(LV->getType(), V))
      return std::nullopt;
  }
  std::string T = newBoundsTemp(), Slot = "&(" + X + ")";
  unsigned D = depth(E);
  C.Plan.openAt(E->getSourceRange(), D,
                "((void)" + tableLoadInto(K, Slot, "(" + X + ")", T) +
                    ", (void)(" + (V.empty() ? "" : V + " = "));
  C.Plan.closeAt(E->getSourceRange(), D,
                 "), (void)(" + tableStore(E, LV, Slot, "(" + X + ")", T) +
                     "), " + yield(E, V.empty() ? "(" + X + ")" : V) + ")");
  return BoundsRef::temporary(T, BoundsOrigin::Table);
}

/// A side-effect-free lvalue that a struct rvalue E is read from, or null.
static const Expr *copiedLValue(const ASTContext &AST, const Expr *E) {
  const auto *L2R = dyn_cast<ImplicitCastExpr>(E->IgnoreParens());
  if (!L2R || L2R->getCastKind() != CK_LValueToRValue ||
      L2R->getSubExpr()->HasSideEffects(AST))
    return nullptr;
  return L2R->getSubExpr();
}

/// f(s) with s a struct holding pointers: the callee's copy takes s's
/// entries (found through the hand-off area).
void MemoryPlanner::planStructArgs(const CallExpr *CE) {
  const FunctionDecl *Callee = CE->getDirectCallee();
  if (!Callee || Callee->getBuiltinID() ||
      C.SM.isInSystemHeader(Callee->getLocation()))
    return;
  std::string Pre;
  for (unsigned I = 0; I < CE->getNumArgs(); ++I) {
    const Expr *A = CE->getArg(I);
    if (!A->getType()->isRecordType() || !holdsPointers(A->getType()))
      continue;
    if (const Expr *LV = copiedLValue(C.AST, A)) {
      std::string Text = exprText(LV);
      if (!Text.empty())
        Pre += "__mpx_handoff_src(" + C.Fns.handoffKey(Callee) + ", " +
               std::to_string(I) + ", &(" + Text + ")), ";
    }
  }
  if (!Pre.empty())
    C.Plan.wrap(CE, depth(CE) - 2, "(" + Pre, ")");
}

/// The hand-off key under which the callee of CE records the struct it
/// returns, or "0" when no instrumented function can have recorded it (a
/// call through a pointer, a system function).
std::string MemoryPlanner::resultKey(const CallExpr *CE) const {
  const FunctionDecl *Callee = CE->getDirectCallee();
  if (!Callee || Callee->getBuiltinID() ||
      C.SM.isInSystemHeader(Callee->getLocation()))
    return "0";
  return C.Fns.handoffKey(Callee);
}

/// return of a struct holding pointers: every return records where the
/// value was copied from (the caller's copy takes that object's entries):
/// an lvalue's address, the record of the direct call it returns, or 0 for
/// another rvalue.  So a record is always from the callee's latest return.
/// An lvalue holding a compound literal counts as an rvalue: spelled again
/// it would be another object, whose slots may hold stale entries.
void MemoryPlanner::planStructReturn(const ReturnStmt *R) {
  const Expr *V = R->getRetValue();
  const auto *L2R = dyn_cast<ImplicitCastExpr>(V->IgnoreParens());
  SourceLocation Semi = C.Tokens.next(R->getEndLoc());
  std::string Text;
  if (L2R && L2R->getCastKind() == CK_LValueToRValue &&
      !L2R->getSubExpr()->HasSideEffects(C.AST) &&
      !holdsCompoundLiteral(L2R->getSubExpr()))
    Text = exprText(L2R->getSubExpr());
  if (!Text.empty() && C.Tokens.is(Semi, ";")) {
    C.Plan.insertBefore(R->getBeginLoc(), 0,
                        "{ __mpx_handoff_ret_src(" + self() + ", &(" + Text +
                            ")); ");
    C.Plan.insertAfter(Semi, 0, " }");
    return;
  }
  std::string Record = "__mpx_handoff_ret_src(" + self() + ", 0)";
  if (const auto *Call = dyn_cast<CallExpr>(V->IgnoreParens())) {
    std::string Key = resultKey(Call);
    if (Key != "0")
      Record = "__mpx_handoff_ret_fwd(" + self() + ", " + Key + ")";
  }
  wrapOnce(V, depth(V) - 1, false, [&](const std::string &) {
    return std::vector<std::string>{Record};
  });
}

/// Dst = f(...) with a struct holding pointers: Dst takes the entries of
/// the object f returned a copy of, or forgets its own.
void MemoryPlanner::planStructResult(const CallExpr *CE,
                                     const std::string &Dst) {
  // Outermost around the call: outside its own wraps (a result capture).
  wrapOnce(CE, depth(CE) - (BodyTree::DepthsPerLevel - 1), false,
           [&](const std::string &) {
             return std::vector<std::string>{"__mpx_handoff_take_ret_src(" +
                                             resultKey(CE) + ", " + Dst +
                                             ", sizeof(*" + Dst + "))"};
           });
}

/// dst = src for structs holding pointers: the entries move with the bytes
/// (copied from an lvalue, taken from a call's record), or dst forgets its
/// own when src is another rvalue (?:, a compound literal), so that no
/// stale entry of dst's slots outlives the bytes it described.
void MemoryPlanner::planStructCopy(const BinaryOperator *B) {
  if (!holdsPointers(B->getType()))
    return;
  const Expr *R = B->getRHS()->IgnoreParens();
  const auto *Call = dyn_cast<CallExpr>(R);
  if (Call && !B->getLHS()->HasSideEffects(C.AST)) {
    std::string L = exprText(B->getLHS());
    if (!L.empty())
      return planStructResult(Call, "&(" + L + ")");
  }
  const auto *L2R = dyn_cast<ImplicitCastExpr>(R);
  bool FromLValue = L2R && L2R->getCastKind() == CK_LValueToRValue;
  if (!FromLValue && !Call)
    C.Plan.source("INIT: pointers in a struct rvalue");
  std::string D = newName("d"), S = newName("s");
  // The comma form over temporaries of the function when they can be
  // declared (OnceForm.h); a compound literal in the source must outlive
  // the statement (a pointer in the struct may point into it), which only
  // that form allows.
  // (The source's own type, qualifiers kept: the rvalue's has none.)
  QualType DT = C.AST.getPointerType(B->getLHS()->getType());
  QualType ST = C.AST.getPointerType(FromLValue ? L2R->getSubExpr()->getType()
                                                : B->getRHS()->getType());
  bool Comma = canHoldTyped(DT) && (!FromLValue || canHoldTyped(ST)) &&
               typedTemp(DT, D) && (!FromLValue || typedTemp(ST, S));
  OnceForm Form = OnceForm::comma(Comma);
  unsigned Dp = depth(B);
  std::string Value = yield(B, "*" + D);
  C.Plan.openAt(B->getSourceRange(), Dp,
                Form.open() + Form.hold("__auto_type " + D, D, true));
  C.Plan.replaceToken(B->getOperatorLoc(), "");
  if (FromLValue) {
    C.Plan.closeAt(B->getLHS()->getSourceRange(), Dp + 1,
                   Form.held() + Form.hold("__auto_type " + S, S, true));
    C.Plan.closeAt(B->getSourceRange(), Dp,
                   Form.held() + Form.step("*" + D + " = *" + S) +
                       Form.step("__mpx_bt_copy(" + D + ", " + S +
                                 ", sizeof(*" + D + "))") +
                       Form.close(Value));
    return;
  }
  // What the destination's entries become.
  std::string After = Call ? "__mpx_handoff_take_ret_src(" + resultKey(Call) +
                                 ", " + D + ", sizeof(*" + D + "))"
                           : "__mpx_bt_clear(" + D + ", sizeof(*" + D + "))";
  C.Plan.closeAt(B->getLHS()->getSourceRange(), Dp + 1,
                 Form.held() + Form.hold("*" + D, "*" + D, false));
  C.Plan.closeAt(B->getSourceRange(), Dp,
                 Form.held() + Form.step(After) + Form.close(Value));
}

/// struct S s = *p;  copies p's entries into s; s = f() takes f's record;
/// another rvalue leaves s without entries (its stack slots may hold stale
/// ones).
void MemoryPlanner::planStructInit(const VarDecl *VD) {
  if (!holdsPointers(VD->getType()))
    return;
  std::string Name = VD->getName().str();
  const Expr *Init = VD->getInit()->IgnoreParens();
  if (const auto *Call = dyn_cast<CallExpr>(Init))
    return planStructResult(Call, "&" + Name);
  const auto *L2R = dyn_cast<ImplicitCastExpr>(Init);
  bool Literal = holdsCompoundLiteral(Init);
  if (!L2R || L2R->getCastKind() != CK_LValueToRValue) {
    C.Plan.source("INIT: pointers in a struct rvalue");
    if (Literal) // s is cleared first: nothing in Init can name its slots
      return C.Plan.wrap(
          Init, depth(Init) - 1,
          "((void)__mpx_bt_clear(&" + Name + ", sizeof(" + Name + ")), ", ")");
    return wrapOnce(Init, depth(Init) - 1, false, [&](const std::string &) {
      return std::vector<std::string>{"__mpx_bt_clear(&" + Name + ", sizeof(" +
                                      Name + "))"};
    });
  }
  // (*({ __auto_type a = &(Init); __mpx_bt_copy(&s, a, sizeof(s)); a; }))
  wrapOnce(
      Init, depth(Init) - 1, true,
      [&](const std::string &S) {
        return std::vector<std::string>{"__mpx_bt_copy(&" + Name + ", " + S +
                                        ", sizeof(" + Name + "))"};
      },
      /*Deref=*/true);
}

/// Wraps initialiser E of the pointer at Slot so that its bounds are stored.
void MemoryPlanner::planInitStore(const Expr *E, const std::string &Slot) {
  if (E->isNullPointerConstant(C.AST, Expr::NPC_ValueDependentIsNotNull)) {
    C.Plan.wrap(E, depth(E) - 1,
                "(__mpx_stx(" + Slot + ", 0, __mpx_null()), (" +
                    Bounds.nullPointerType(E) + ")(",
                "))");
    return;
  }
  BoundsRef B = Bounds.boundsOf(E);
  wrapOnce(E, depth(E) - 1, false, [&](const std::string &V) {
    return std::vector<std::string>{"__mpx_stx(" + Slot + ", " + V + ", " +
                                    B.Text + ")"};
  });
}

/// Local aggregates initialised with a brace list.  The bounds of constant
/// leaves (null pointers, string literals, addresses of static objects)
/// are stored by a declaration after the one of VD, read from VD itself,
/// so that a brace list of constants stays constant (C90 wants that of
/// automatic aggregates); other leaves store theirs as they are evaluated.
void MemoryPlanner::planAggregateInit(const VarDecl *VD) {
  const Expr *Init = VD->getInit();
  if (!isa<InitListExpr>(Init->IgnoreParens()) || !holdsPointers(VD->getType()))
    return;
  const DeclStmt *DS = Body.CurrentDecl;
  bool After = DS && isa_and_nonnull<CompoundStmt>(Body.Tree.parent(DS)) &&
               DS->getEndLoc().isFileID();
  std::string Later;
  forEachPointerLeaf(
      Init, VD->getName().str(), [&](const std::string &Path, const Expr *E) {
        if (!After || !E->isConstantInitializer(C.AST, false))
          return planInitStore(E, "&" + Path);
        if (E->isNullPointerConstant(C.AST,
                                     Expr::NPC_ValueDependentIsNotNull)) {
          Later += "__mpx_stx(&" + Path + ", 0, __mpx_null()), ";
          return;
        }
        // Not an address constant (the value of a `char *const` global,
        // which clang folds): its bounds as any other pointer's.
        std::string B = staticBounds(C, E, Path);
        if (B.empty())
          return planInitStore(E, "&" + Path);
        C.Plan.source("constant initialiser");
        Later += "__mpx_stx(&" + Path + ", " + Path + ", " + B + "), ";
      });
  if (!Later.empty())
    C.Plan.insertAfter(DS->getEndLoc(), depth(DS),
                       " __attribute__((unused)) int " + newName("inits") +
                           " = (" + Later + "0);");
}
