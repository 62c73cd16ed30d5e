//===- Memory.cpp - pointers and structs in memory --------------------------===//
//
// A pointer stored to memory stores its bounds in the bounds table keyed by
// the slot (__mpx_stx), a pointer loaded from memory loads them (__mpx_ldx,
// INIT when the stored value differs), structs that hold pointers carry
// their entries when copied, and aggregate initialisers store the bounds of
// each pointer they hold.  A slot the body caches (SlotCache.h) goes through
// __mpx_ldk / __mpx_stkd / __mpx_stk instead.  Each rewrite takes the slot's
// address once:
//   load   p->q            ({ __auto_type s = &(p->q); __auto_type v = *s;
//                             t = __mpx_ldx(s, v); v; })
//   store  p->q = e        ({ __auto_type s = &(p->q); __typeof__(*s) v = (e);
//                             *s = v; __mpx_stx(s, v, B(e)); v; })
//   update p->q++, += n    the stored bounds are reloaded and stored again
//
//===----------------------------------------------------------------------===//
#include "Rewrite/FunctionIndex.h"
#include "Rewrite/FunctionRewriter.h"
#include "Rewrite/InitLeaves.h"
#include "Rewrite/StaticInit.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace mpx;

/// A pointer read from memory, with its bounds from the table:
///   (*(P *)__mpx_ldxp(&(LV), &t))        P spelled, LV not volatile
///   ({ __auto_type s = &(LV); __auto_type v = *s; t = __mpx_ldx(s, v); v; })
/// The first form holds no temporary (stack slots at -O0, Accesses.cpp).
BoundsRef FunctionRewriter::loadBounds(const CastExpr *Load) {
  const Expr *LV = Load->getSubExpr();
  QualType PT = LV->getType();
  std::string Slot = PT.isVolatileQualified() || holdsCompoundLiteral(LV)
                         ? ""
                         : C.declare(C.AST.getPointerType(PT), "");
  std::string K = slotCacheOf(LV);
  C.Plan.source(K.empty() ? "bounds table load"
                          : "bounds table load through a slot cache");
  if (!Slot.empty()) {
    std::string T = newBoundsTemp();
    C.Plan.wrap(Load, depth(Load),
                "(*(" + Slot + ")" + (K.empty() ? "__mpx_ldxp" : "__mpx_ldkp") +
                    "(&(",
                "), &" + T + (K.empty() ? "" : ", " + K) + "))");
    return loadedBounds(T, Load);
  }
  std::string S = newName("s"), V = newName("v"), T = newBoundsTemp();
  C.Plan.wrap(Load, depth(Load), openStmtExpr() + "__auto_type " + S + " = &(",
              "); __auto_type " + V + " = *" + S + "; " + T + " = " +
                  tableLoad(K, S, V) + "; " + V + "; })");
  return loadedBounds(T, Load);
}

/// The bounds T loaded from the table for the pointer Load reads.
BoundsRef FunctionRewriter::loadedBounds(const std::string &T,
                                         const CastExpr *Load) const {
  BoundsRef R = BoundsRef::temporary(T, BoundsOrigin::Table);
  R.FromDetail = "'" + C.textOf(Load->getSubExpr()) + "' read at " +
                 C.where(Load->getBeginLoc());
  return R;
}

/// The bounds-table load of the value V read from slot S, through the
/// slot cache K when there is one.
std::string FunctionRewriter::tableLoad(const std::string &K,
                                        const std::string &S,
                                        const std::string &V) {
  return K.empty() ? "__mpx_ldx(" + S + ", " + V + ")"
                   : "__mpx_ldk(" + K + ", " + S + ", " + V + ")";
}

/// The bounds-table store of bounds B for the value V stored to slot S by
/// the store At to LV: through LV's slot cache when it has one, held back
/// until the next flush unless the cache writes through or At runs inside
/// a call's operands (after that call's flush).
std::string FunctionRewriter::tableStore(const Expr *At, const Expr *LV,
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

/// The last statement of a statement expression standing for E, whose
/// value is V: `(void)V;` when E's value is discarded (clang warns of an
/// unused result otherwise).
std::string FunctionRewriter::yield(const Expr *E, const std::string &V) const {
  if (resultUnused(E))
    return "(void)" + V + ";";
  voidDiscardedConditional(E);
  return V + ";";
}

/// LV = RHS with LV a pointer in memory.
void FunctionRewriter::planPointerStore(const BinaryOperator *B) {
  BoundsRef RB = boundsOf(B->getRHS());
  if (holdsCompoundLiteral(B->getRHS()) && planPointerStoreComma(B, RB))
    return;
  std::string S = newName("s"), V = newName("v");
  unsigned D = depth(B);
  C.Plan.openAt(B->getSourceRange(), D,
                openStmtExpr() + "__auto_type " + S + " = &(");
  C.Plan.closeAt(B->getLHS()->getSourceRange(), D + 1,
                     "); __typeof__(*" + S + ") " + V + " = (");
  C.Plan.replaceToken(B->getOperatorLoc(), "");
  C.Plan.closeAt(B->getSourceRange(), D,
                 "); *" + S + " = " + V + "; " +
                     tableStore(B, B->getLHS(), S, V, RB.Text) + "; " +
                     yield(B, V) + " })");
}

/// The same store with a compound literal in the stored value, which must
/// outlive the statement:
///   (s = &(LV), v = (RHS), *s = v, __mpx_stx(s, v, B(RHS)), v)
/// A slot whose type cannot be spelled keeps no table entry (a load then
/// gets INIT), with a warning.
bool FunctionRewriter::planPointerStoreComma(const BinaryOperator *B,
                                             const BoundsRef &RB) {
  QualType Slot = B->getLHS()->getType();
  std::string S = newName("s"), V = newName("v");
  if (!typedTemp(C.AST.getPointerType(Slot), S) || !typedTemp(Slot, V)) {
    C.warn(B->getOperatorLoc(),
           "pointer holding a compound literal stored where its type cannot "
           "be spelled; its bounds are not kept in the table");
    C.Plan.source("INIT: compound literal stored to an unspellable slot");
    return true;
  }
  unsigned D = depth(B);
  C.Plan.openAt(B->getSourceRange(), D, "((void)(" + S + " = &(");
  C.Plan.closeAt(B->getLHS()->getSourceRange(), D + 1,
                 ")), (void)(" + V + " = (");
  C.Plan.replaceToken(B->getOperatorLoc(), "");
  std::string Store = tableStore(B, B->getLHS(), S, V, RB.Text);
  C.Plan.closeAt(B->getSourceRange(), D,
                 ")), (void)(*" + S + " = " + V + "), " +
                     (resultUnused(B) ? Store + ")"
                                      : "(void)" + Store + ", " + V + ")"));
  if (!resultUnused(B))
    voidDiscardedConditional(B);
  return true;
}

/// p->q++, --p->q, p->q += n, p->q -= n: the value changes, the bounds
/// do not; they are reloaded and stored again with the new value.
/// Returns the bounds of the expression's value.
BoundsRef FunctionRewriter::planPointerUpdate(const Expr *E) {
  std::string S = newName("s"), V = newName("v"), T = newBoundsTemp();
  unsigned D = depth(E);
  // The bounds are loaded in the new value's initialiser (a declaration
  // first in its block), before the value changes.
  const Expr *LV = isa<UnaryOperator>(E)
                       ? cast<UnaryOperator>(E)->getSubExpr()
                       : cast<CompoundAssignOperator>(E)->getLHS();
  std::string K = slotCacheOf(LV);
  std::string Load = "); __typeof__(*" + S + ") " + V + " = ((void)(" + T +
                     " = " + tableLoad(K, S, "*" + S) + "), ";
  std::string Store = tableStore(E, LV, S, "*" + S, T) + "; ";
  if (const auto *U = dyn_cast<UnaryOperator>(E)) {
    if (U->isPostfix()) {
      C.Plan.openAt(U->getSourceRange(), D,
                    openStmtExpr() + "__auto_type " + S + " = &(");
      // Before the operator, not after LV: the two differ when LV is a
      // macro argument and the operator is in the macro's body.
      C.Plan.insertBefore(U->getOperatorLoc(), D + 1, Load + "(*" + S + ")");
      C.Plan.closeAt(U->getSourceRange(), D,
                     "); " + Store + yield(U, V) + " })");
    } else {
      const char *Op = U->isIncrementOp() ? "++" : "--";
      C.Plan.replaceToken(U->getOperatorLoc(),
                          openStmtExpr() + "__auto_type " + S + " = &(");
      C.Plan.closeAt(U->getSourceRange(), D,
                     Load + Op + "*" + S + "); " + Store + yield(U, V) +
                         " })");
    }
  } else {
    const auto *B = cast<CompoundAssignOperator>(E);
    C.Plan.openAt(B->getSourceRange(), D,
                  openStmtExpr() + "__auto_type " + S + " = &(");
    C.Plan.insertBefore(B->getOperatorLoc(), D + 1, Load + "*" + S);
    C.Plan.closeAt(B->getSourceRange(), D,
                   "); " + Store + yield(B, V) + " })");
  }
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
void FunctionRewriter::planStructArgs(const CallExpr *CE) {
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
std::string FunctionRewriter::resultKey(const CallExpr *CE) const {
  const FunctionDecl *Callee = CE->getDirectCallee();
  if (!Callee || Callee->getBuiltinID() ||
      C.SM.isInSystemHeader(Callee->getLocation()))
    return "0";
  return C.Fns.handoffKey(Callee);
}

/// Dst = f(...) with a struct holding pointers: Dst takes the entries of
/// the object f returned a copy of, or forgets its own.
void FunctionRewriter::planStructResult(const CallExpr *CE,
                                        const std::string &Dst) {
  std::string V = newName("v");
  // Outermost around the call: outside its own wraps (a result capture).
  C.Plan.wrap(CE, depth(CE) - (BodyTree::DepthsPerLevel - 1),
              openStmtExpr() + "__auto_type " + V + " = (",
              "); __mpx_handoff_take_ret_src(" + resultKey(CE) + ", " + Dst +
                  ", sizeof(*" + Dst + ")); " + V + "; })");
}

/// dst = src for structs holding pointers: the entries move with the bytes
/// (copied from an lvalue, taken from a call's record), or dst forgets its
/// own when src is another rvalue (?:, a compound literal), so that no
/// stale entry of dst's slots outlives the bytes it described.
void FunctionRewriter::planStructCopy(const BinaryOperator *B) {
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
  // What the destination's entries become, D naming its address.
  auto AfterFor = [&](const std::string &D) {
    return Call ? "__mpx_handoff_take_ret_src(" + resultKey(Call) + ", " + D +
                      ", sizeof(*" + D + "))"
                : "__mpx_bt_clear(" + D + ", sizeof(*" + D + "))";
  };
  if (!FromLValue && !Call)
    C.Plan.source("INIT: pointers in a struct rvalue");
  if (holdsCompoundLiteral(B->getRHS()) &&
      planStructCopyComma(B, FromLValue, AfterFor))
    return;
  std::string D = newName("d"), S = newName("s");
  std::string After = AfterFor(D);
  unsigned Dp = depth(B);
  C.Plan.openAt(B->getSourceRange(), Dp,
                openStmtExpr() + "__auto_type " + D + " = &(");
  C.Plan.replaceToken(B->getOperatorLoc(), "");
  if (FromLValue) {
    C.Plan.closeAt(B->getLHS()->getSourceRange(), Dp + 1,
                   "); __auto_type " + S + " = &(");
    C.Plan.closeAt(B->getSourceRange(), Dp,
                   "); *" + D + " = *" + S + "; __mpx_bt_copy(" + D + ", " + S +
                       ", sizeof(*" + D + ")); " + yield(B, "*" + D) + " })");
    return;
  }
  C.Plan.closeAt(B->getLHS()->getSourceRange(), Dp + 1, "); *" + D + " = (");
  C.Plan.closeAt(B->getSourceRange(), Dp,
                 "); " + After + "; " + yield(B, "*" + D) + " })");
}

/// The same copy with a compound literal in the source, which must outlive
/// the statement (a pointer in the struct may point into it):
///   (d = &(LHS), s = &(RHS), *d = *s, __mpx_bt_copy(d, s, sizeof(*d)), *d)
///   (d = &(LHS), *d = (RHS), After, *d)
bool FunctionRewriter::planStructCopyComma(const BinaryOperator *B,
                                           bool FromLValue,
                                           const AfterCopyFn &AfterFor) {
  QualType Ptr = C.AST.getPointerType(B->getLHS()->getType());
  std::string D = newName("d"), S = newName("s");
  if (!typedTemp(Ptr, D) ||
      (FromLValue &&
       !typedTemp(C.AST.getPointerType(B->getRHS()->getType()), S)))
    return false;
  unsigned Dp = depth(B);
  bool Unused = resultUnused(B);
  if (!Unused)
    voidDiscardedConditional(B);
  std::string Value = Unused ? ")" : ", *" + D + ")";
  std::string Last = Unused ? "" : "(void)"; // -Wcomma: void before a comma
  C.Plan.openAt(B->getSourceRange(), Dp, "((void)(" + D + " = &(");
  C.Plan.replaceToken(B->getOperatorLoc(), "");
  if (FromLValue) {
    C.Plan.closeAt(B->getLHS()->getSourceRange(), Dp + 1,
                   ")), (void)(" + S + " = &(");
    C.Plan.closeAt(B->getSourceRange(), Dp,
                   ")), (void)(*" + D + " = *" + S + "), " + Last +
                       "__mpx_bt_copy(" + D + ", " + S + ", sizeof(*" + D +
                       "))" + Value);
    return true;
  }
  C.Plan.closeAt(B->getLHS()->getSourceRange(), Dp + 1,
                 ")), (void)(*" + D + " = (");
  C.Plan.closeAt(B->getSourceRange(), Dp,
                 ")), " + Last + AfterFor(D) + Value);
  return true;
}

/// struct S s = *p;  copies p's entries into s; s = f() takes f's record;
/// another rvalue leaves s without entries (its stack slots may hold stale
/// ones).
void FunctionRewriter::planStructInit(const VarDecl *VD) {
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
      return C.Plan.wrap(Init, depth(Init) - 1,
                         "((void)__mpx_bt_clear(&" + Name + ", sizeof(" +
                             Name + ")), ",
                         ")");
    std::string V = newName("v");
    C.Plan.wrap(Init, depth(Init) - 1,
                openStmtExpr() + "__auto_type " + V + " = (",
                "); __mpx_bt_clear(&" + Name + ", sizeof(" + Name + ")); " + V +
                    "; })");
    return;
  }
  std::string S = newName("s");
  if (Literal && typedTemp(C.AST.getPointerType(Init->getType()), S))
    return C.Plan.wrap(Init, depth(Init) - 1,
                       "((void)__mpx_bt_copy(&" + Name + ", " + S + " = &(",
                       "), sizeof(" + Name + ")), *" + S + ")");
  C.Plan.wrap(Init, depth(Init) - 1,
              openStmtExpr() + "__auto_type " + S + " = &(",
              "); __mpx_bt_copy(&" + Name + ", " + S + ", sizeof(" + Name +
                  ")); *" + S + "; })");
}

/// Wraps initialiser E of the pointer at Slot so that its bounds are stored.
void FunctionRewriter::planInitStore(const Expr *E, const std::string &Slot) {
  if (E->isNullPointerConstant(C.AST, Expr::NPC_ValueDependentIsNotNull)) {
    C.Plan.wrap(E, depth(E) - 1,
                "(__mpx_stx(" + Slot + ", 0, __mpx_null()), (" +
                    nullPointerType(E) + ")(",
                "))");
    return;
  }
  BoundsRef B = boundsOf(E);
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
void FunctionRewriter::planAggregateInit(const VarDecl *VD) {
  const Expr *Init = VD->getInit();
  if (!isa<InitListExpr>(Init->IgnoreParens()) || !holdsPointers(VD->getType()))
    return;
  const DeclStmt *DS = CurrentDecl;
  bool After = DS && isa_and_nonnull<CompoundStmt>(Tree.parent(DS)) &&
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
        std::string B = staticBounds(C, E, Path);
        C.Plan.source(B.empty() ? "INIT: constant initialiser of unknown "
                                  "extent"
                                : "constant initialiser");
        Later += "__mpx_stx(&" + Path + ", " + Path + ", " +
                 (B.empty() ? "__mpx_init()" : B) + "), ";
      });
  if (!Later.empty())
    C.Plan.insertAfter(DS->getEndLoc(), depth(DS),
                       " __attribute__((unused)) int " + newName("inits") +
                           " = (" + Later + "0);");
}

/// The source text of E when it is one contiguous main-file range (to be
/// evaluated again: callers check E has no side effects), else "".
std::string FunctionRewriter::exprText(const Expr *E) const {
  CharSourceRange R = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(E->getSourceRange()), C.SM,
      C.AST.getLangOpts());
  if (R.isInvalid())
    return "";
  return Lexer::getSourceText(R, C.SM, C.AST.getLangOpts()).str();
}
