//===- FunctionRewriter.cpp - the walk over one function body -------------===//
//
// Visits every evaluated expression of a body once, dispatching accesses,
// calls, pointer assignments and returns to their planners, and skipping
// unevaluated operands (sizeof, _Alignof, typeof, _Generic's controlling
// expression) and constant initialisers of static locals.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/FunctionRewriter.h"
#include "Rewrite/BoundsInto.h"
#include "Rewrite/DebugCrash.h"
#include "Rewrite/InitLeaves.h"
#include "Rewrite/LoopVersioning.h"
#include "Rewrite/MacroTruths.h"
#include "Rewrite/TempPool.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Basic/Builtins.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;
using namespace mpx;

FunctionRewriter::FunctionRewriter(BodyState &Body)
    : BodyPlanner(Body), Bounds(Body, *this), Calls(Body, Bounds) {}

void FunctionRewriter::run() {
  const Stmt *S = FD->getBody();
  C.Now.setConstruct(S);
  debugCrashPoint(C.Opts, Step::Plan, FD->getName());
  Body.Tree.add(S);
  Body.Vars = VariableFacts::of(FD);
  dropRegister();
  findTrackedVariables();
  Body.Analysis = std::make_unique<BoundsAnalysis>(C.AST, C.Opts, Body.Tracked);
  Memory.emplace(Body, Bounds);
  Checks.emplace(Body, Bounds);
  size_t FirstEdit = C.Plan.edits().size();
  visit(S);
  C.Plan.act(ActionKind::Declarations, S, [&] { addBodyDeclarations(); });
  poolTemps(C.Plan, FirstEdit, Body.Temps, !callsReturnsTwice(S),
            [&](bool Typed) { return newName(Typed ? "p" : "t"); });
}

/// A statement of the body is a unit of the temporaries' pool (TempPool.h)
/// unless it lies in one: a full expression, a declaration, a return, an
/// asm statement.
void FunctionRewriter::visit(const Stmt *S) {
  if (!S)
    return;
  bool Unit = isa<Expr>(S) || isa<DeclStmt>(S) || isa<ReturnStmt>(S) ||
              isa<GCCAsmStmt>(S);
  unsigned Outer = Unit ? C.Plan.beginUnit() : 0;
  visitStmt(S);
  if (Unit)
    C.Plan.endUnit(Outer);
}

void FunctionRewriter::visitStmt(const Stmt *S) {
  C.Now.setConstruct(S);
  C.Plan.act(ActionKind::Form, S,
             [&] { planMacroTruths(C.Plan, Body.Tree, S); });
  if (const auto *E = dyn_cast<Expr>(S))
    return visitExpr(E);
  if (const auto *DS = dyn_cast<DeclStmt>(S)) {
    const DeclStmt *Outer = Body.CurrentDecl;
    Body.CurrentDecl = DS;
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D))
        visitVarDecl(VD);
    Body.CurrentDecl = Outer;
    return;
  }
  if (const auto *R = dyn_cast<ReturnStmt>(S))
    return visitReturn(R);
  if (const auto *A = dyn_cast<GCCAsmStmt>(S)) {
    visitChildren(A);
    return planAsmOutputs(A);
  }
  if (isa<ForStmt>(S) || isa<WhileStmt>(S))
    return visitLoop(S);
  if (isa<DoStmt>(S)) {
    enterLoop(S);
    visitChildren(S);
    return leaveLoop(S);
  }
  if (isa<OMPExecutableDirective>(S)) {
    // Outlined and possibly run by several threads: the shadow bounds of
    // its variables would be shared.  Said, counted, left as written.
    C.warn(S->getBeginLoc(), "OpenMP construct not instrumented: the "
                             "accesses inside it are not checked");
    C.Stats.unchecked("OpenMP construct (not instrumented)");
    C.Map.addUnvisited(S, FD, "OpenMP construct (not instrumented)");
    return;
  }
  visitChildren(S);
}

/// Plans the edits of a for or while loop, then versions it when they are
/// all checks that one test before the loop can prove unneeded
/// (LoopVersioning.h; a while loop when its body ends in the increment of
/// its counter).  The flags of the pointers it only moves up are set in the
/// checked copy alone.
void FunctionRewriter::visitLoop(const Stmt *S) {
  size_t EditsBefore = C.Plan.edits().size();
  size_t ChecksBefore = C.Plan.checks().size();
  enterLoop(S);
  visitChildren(S);
  leaveLoop(S);
  const auto *F = dyn_cast<ForStmt>(S);
  versionLoopIfChecked(S, EditsBefore, ChecksBefore,
                       F ? initUpdates(F) : std::vector<const Stmt *>());
}

/// Versions Loop, planned since there were EditsBefore edits and
/// ChecksBefore checks, when they are all checks (and the bounds updates
/// of Updates, its init's) that one test before it can prove unneeded.
void FunctionRewriter::versionLoopIfChecked(
    const Stmt *Loop, size_t EditsBefore, size_t ChecksBefore,
    llvm::ArrayRef<const Stmt *> Updates) {
  llvm::ArrayRef<CheckAction> Inside = C.Plan.checksSince(ChecksBefore);
  std::vector<const Stmt *> Loads, Captures;
  if (!C.Opts.VersionLoops || Inside.empty() ||
      !C.Plan.onlyChecksOrVersionsSince(EditsBefore, &Loads, Updates,
                                        &Captures))
    return;
  LoopFacts Facts{Body.Vars.AddressTaken,
                  [this](const VarDecl *VD) { return boundsOfVariable(VD); },
                  [this](llvm::StringRef S) { return newName(S); }};
  Facts.LoadedBounds = [this](const Expr *L) {
    return Bounds.loadedBoundsText(L);
  };
  Facts.CachedSlot = [this](const Expr *LV) { return Memory->cachesSlot(LV); };
  Facts.EntryBounds = [this](const Expr *E) {
    return Bounds.entryBoundsText(E);
  };
  Facts.Narrowing = [this](const Expr *E) { return Bounds.narrowingOf(E); };
  std::optional<LoopVersion> V =
      versionLoop(C, Loop, Inside, Loads, Captures, Facts);
  if (!V)
    return;
  C.Plan.act(ActionKind::LoopVersion, Loop, [&] {
    C.Plan.insertBefore(Loop->getBeginLoc(), depth(Loop) - 1, V->Prefix);
    C.Plan.insertAfter(V->End, depth(Loop) - 1, V->Suffix);
  });
  C.Plan.markVersioned(ChecksBefore);
  Memory->forgetLoads(Loads);
  ++C.Stats.LoopsVersioned;
  C.Stats.NestsVersioned += V->Nest;
}

/// The nodes whose bounds-variable updates a for loop's init makes: the
/// assignment p = a, or the initialisers of its declarations.
std::vector<const Stmt *> FunctionRewriter::initUpdates(const ForStmt *F) {
  std::vector<const Stmt *> Out;
  const Stmt *Init = F->getInit();
  if (const auto *DS = dyn_cast_or_null<DeclStmt>(Init)) {
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D))
        if (VD->getInit())
          Out.push_back(VD->getInit());
  } else if (Init) {
    Out.push_back(Init);
  }
  return Out;
}

/// Where the test of loop S's flags can go: after a for loop's init
/// written in the file (InitAfter: an expression, or a declaration whose
/// last initialiser holds the test), or around the loop (Around, the
/// loop's last token); neither for a loop written by a macro, whose
/// pointers then get no flags at all.
FunctionRewriter::FlagPlace FunctionRewriter::flagPlace(const Stmt *S) const {
  FlagPlace P;
  const auto *F = dyn_cast<ForStmt>(S);
  if (F && UpwardLoops::afterInit(F)) {
    const VarDecl *Host = UpwardLoops::hostOf(F);
    SourceRange R = Host ? Host->getInit()->getSourceRange()
                         : F->getInit()->getSourceRange();
    P.InitAfter = R.getBegin().isFileID() && R.getEnd().isFileID() &&
                  C.SM.isWrittenInSameFile(R.getBegin(), R.getEnd());
    return P;
  }
  P.Around = wrappableLoop(C, S);
  return P;
}

/// Enters loop S for the checks of the pointers it only moves up, when
/// their flags' test has a place.
void FunctionRewriter::enterLoop(const Stmt *S) {
  FlagPlace P = flagPlace(S);
  Checks->enterLoop(S, P.InitAfter || P.Around);
}

/// Leaves loop S and sets the flags its checks used (UpwardPointers.h),
/// before the loop or after a for loop's init, as a comma expression of
/// void steps: { Sets; LOOP }, for ((void)(INIT), Sets; ...) or, after
/// a declaration's last initialiser, which the pointer it declares does
/// not hold yet, from the value held:
///   for (T *p = __extension__ ({ __typeof__(p) V = (INIT); Sets(V); V; });
/// The test goes where the loop starts, on every entry.
void FunctionRewriter::leaveLoop(const Stmt *S) {
  FlagPlace P = flagPlace(S);
  const VarDecl *Host = P.InitAfter ? UpwardLoops::hostOf(S) : nullptr;
  std::string Held;
  std::string Sets =
      Checks->leaveLoop(Host, [&] { return Held = newName("v"); });
  if (Sets.empty())
    return;
  C.Plan.act(ActionKind::Declarations, S, [&] {
    if (Host) {
      if (Held.empty())
        Held = newName("v");
      C.Plan.wrap(Host->getInit(), depth(S),
                  "__extension__ ({ __typeof__(" + Host->getName().str() +
                      ") " + Held + " = (",
                  "); " + Sets + "; " + Held + "; })");
    } else if (P.InitAfter) {
      const Stmt *Init = cast<ForStmt>(S)->getInit();
      C.Plan.insertBefore(Init->getBeginLoc(), depth(S), "(void)(");
      C.Plan.insertAfter(Init->getEndLoc(), depth(S), "), " + Sets);
    } else if (P.Around) {
      C.Plan.insertBefore(S->getBeginLoc(), depth(S) - 1, "{ " + Sets + "; ");
      C.Plan.insertAfter(*P.Around, depth(S) - 1, " }");
    }
  });
}

/// The bounds a check through variable VD uses, when they are the same all
/// through the body: its shadow, or a named array's extent.
std::string FunctionRewriter::boundsOfVariable(const VarDecl *VD) const {
  auto It = Body.Shadows.find(VD);
  if (It != Body.Shadows.end())
    return It->second;
  if (VD->getType()->isArrayType() && !VD->getType()->isIncompleteType())
    return BoundsPlanner::objectBoundsText(VD);
  return "";
}

void FunctionRewriter::visitChildren(const Stmt *S) {
  for (const Stmt *Child : S->children())
    visit(Child);
}

/// Visits the size expressions of the variable-length arrays in T that are
/// written inside Within (evaluated at run time, like any expression).
void FunctionRewriter::visitArraySizes(QualType T, SourceRange Within) {
  while (!T.isNull()) {
    if (const VariableArrayType *V = C.AST.getAsVariableArrayType(T)) {
      const Expr *Size = V->getSizeExpr();
      if (Size && Within.isValid() &&
          !C.SM.isBeforeInTranslationUnit(Size->getBeginLoc(),
                                          Within.getBegin()) &&
          !C.SM.isBeforeInTranslationUnit(Within.getEnd(),
                                          Size->getEndLoc()) &&
          !VisitedSizes.count(Size)) {
        VisitedSizes.insert(Size);
        Body.Tree.add(Size);
        visit(Size);
      }
      T = V->getElementType();
    } else if (const auto *P = T->getAs<PointerType>()) {
      T = P->getPointeeType();
    } else if (const auto *A = T->getAsArrayTypeUnsafe()) {
      T = A->getElementType();
    } else {
      break;
    }
  }
}

/// `(a[i] != 0) & (b[i] == 0)`: clang's -Wbitwise-instead-of-logical
/// reports `&` or `|` of two truth values whose right operand has side
/// effects, which a checked load has to clang.  Where the original operand
/// has none, the warning stays off around the operator (B: a & or |).
void FunctionRewriter::quietBitwiseOfBooleans(const BinaryOperator *B) {
  if (!B->getLHS()->isKnownToHaveBooleanValue() ||
      !B->getRHS()->isKnownToHaveBooleanValue() ||
      // clang's own test: a call may have effects, and is not one
      B->getRHS()->HasSideEffects(C.AST, /*IncludePossibleEffects=*/false))
    return;
  C.Plan.wrapAsWritten(B, depth(B), "__MPX_BOOL_BITWISE_BEGIN ",
                       " __MPX_BOOL_BITWISE_END");
}

void FunctionRewriter::visitExpr(const Expr *E) {
  if (const auto *U = dyn_cast<UnaryExprOrTypeTraitExpr>(E)) {
    // Unevaluated, except the sizes of a variable-length array type.
    if (U->isArgumentType())
      visitArraySizes(U->getArgumentType(), U->getSourceRange());
    // glibc's assert(x++) holds `sizeof ((x++) ? 1 : 0)`: clang's
    // -Wunevaluated-expression, quiet in a system macro, is turned off
    // around it where the macro is spelled out.
    else if (U->getBeginLoc().isMacroID() &&
             U->getArgumentExpr()->HasSideEffects(C.AST))
      C.Plan.act(ActionKind::Form, U, [&] {
        C.Plan.wrapIfSpelledOut(U, depth(U), "__MPX_UNEVALUATED_BEGIN ",
                                " __MPX_UNEVALUATED_END");
      });
    // gcc's -Waddress looks inside too (assert's `sizeof ((p) != NULL)`).
    if (!U->isArgumentType())
      C.Plan.act(ActionKind::Form, U, [&] {
        planMacroTruthsUnder(C.Plan, Body.Tree, U->getArgumentExpr());
      });
    return;
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    if (B->getOpcode() == BO_And || B->getOpcode() == BO_Or)
      C.Plan.act(ActionKind::Form, B, [&] { quietBitwiseOfBooleans(B); });
  if (isa<OffsetOfExpr>(E) || isa<TypeTraitExpr>(E))
    return; // unevaluated
  // Neither is its argument: checks there would do nothing, and clang
  // would ignore the assumption for their calls (-Wassume; xxHash's
  // XXH_ASSERT is __builtin_assume(c) for clang).
  if (const auto *CE = dyn_cast<CallExpr>(E))
    if (unsigned ID = CE->getBuiltinCallee();
        ID == Builtin::BI__builtin_assume ||
        ID == Builtin::BI__builtin_constant_p)
      return;
  if (const auto *G = dyn_cast<GenericSelectionExpr>(E))
    return G->isResultDependent() ? void() : visit(G->getResultExpr());
  if (const auto *CE = dyn_cast<ChooseExpr>(E))
    return visit(CE->getChosenSubExpr());
  if (const auto *B = dyn_cast<BinaryConditionalOperator>(E)) {
    visit(B->getCommon());
    return visit(B->getFalseExpr());
  }
  if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E))
    if (Cast->getCastKind() == CK_LValueToRValue)
      return visitAccess(Cast->getSubExpr(), AccessKind::Read);
  if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E))
    if (!AS->isLValue()) // an element of a vector rvalue
      return visitAccess(AS, AccessKind::Read);
  if (const auto *U = dyn_cast<UnaryOperator>(E))
    if (U->isIncrementDecrementOp()) {
      if (isMemoryPointer(U->getSubExpr()))
        Bounds.planBounds(Body.Analysis->sourceOf(U)); // the entry follows
      return visitAccess(U->getSubExpr(), AccessKind::ReadWrite);
    }
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    if (B->isAssignmentOp())
      return visitAssignment(B);
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    if (B->getOpcode() == BO_Comma)
      C.Plan.act(ActionKind::Form, B,
                 [&] { voidCommaOperand(C.Plan, Body.Tree, B); });
  if (const auto *CE = dyn_cast<CallExpr>(E))
    return visitCall(CE);
  visitChildren(E);
}

/// `=` and the compound assignments: a tracked local's shadow follows its
/// value, a pointer in memory its table entry, a struct its entries.
void FunctionRewriter::visitAssignment(const BinaryOperator *B) {
  const Expr *L = B->getLHS()->IgnoreParens();
  const auto *DRE = dyn_cast<DeclRefExpr>(L);
  const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  if (B->getOpcode() == BO_Assign && VD && Body.Shadows.count(VD))
    C.Plan.act(ActionKind::ShadowUpdate, B,
               [&] { setShadowFrom(B->getRHS(), Body.Shadows[VD]); });
  else if ((B->getOpcode() == BO_Assign || B->getOpcode() == BO_AddAssign ||
            B->getOpcode() == BO_SubAssign) &&
           isMemoryPointer(L))
    Bounds.planBounds(Body.Analysis->sourceOf(B)); // the entry follows
  else if (B->getOpcode() == BO_Assign && B->getType()->isRecordType())
    C.Plan.act(ActionKind::StructEntries, B,
               [&] { Memory->planStructCopy(B); });
  visitAccess(B->getLHS(), B->getOpcode() == BO_Assign ? AccessKind::Write
                                                       : AccessKind::ReadWrite);
  visit(B->getRHS());
}

/// An access: its check, then its operands.
void FunctionRewriter::visitAccess(const Expr *LV, AccessKind K) {
  Checks->planAccess(LV, K);
  visitChildren(LV->IgnoreParens());
}

void FunctionRewriter::visitCall(const CallExpr *CE) {
  bool VaList = false;
  C.Plan.act(ActionKind::CallRewrite, CE, [&] {
    VaList = Calls.planVaListCall(CE);
    if (!VaList)
      Calls.rewriteCall(CE);
  });
  if (!VaList)
    C.Plan.act(ActionKind::StructEntries, CE,
               [&] { Memory->planStructArgs(CE); });
  C.Plan.act(ActionKind::SlotCache, CE, [&] { Memory->planCallFence(CE); });
  visitChildren(CE);
}

void FunctionRewriter::visitVarDecl(const VarDecl *VD) {
  if (VD->getType()->isVariablyModifiedType())
    visitArraySizes(VD->getType(), VD->getSourceRange());
  if (!VD->hasLocalStorage() || !VD->hasInit())
    return; // static and extern locals have constant initialisers
  auto It = Body.Shadows.find(VD);
  const Expr *Init = VD->getInit();
  if (It != Body.Shadows.end()) {
    C.Plan.act(ActionKind::ShadowUpdate, Init,
               [&] { setShadowFrom(Init, It->second); });
    if (!Body.Vars.Reassigned.count(VD)) // the object it points into
      Body.ShadowObjects[VD] = Bounds.objectOf(Bounds.boundsOf(Init));
  } else if (carriesBounds(VD->getType())) {
    // An escaping local: its bounds live in the table from the start.
    C.Plan.act(ActionKind::TableStore, Init,
               [&] { Memory->planInitStore(Init, "&" + VD->getName().str()); });
  } else if (VD->getType()->isRecordType() && !isa<InitListExpr>(Init)) {
    C.Plan.act(ActionKind::StructEntries, Init,
               [&] { Memory->planStructInit(VD); });
  } else {
    C.Plan.act(ActionKind::TableStore, Init,
               [&] { Memory->planAggregateInit(VD); });
  }
  visit(Init);
}

/// Plans `Shadow = bounds(Value)` around the evaluation of Value.
void FunctionRewriter::setShadowFrom(const Expr *Value,
                                     const std::string &Shadow) {
  std::string Prefix, Suffix;
  Bounds.guardedValue(Value, Bounds.boundsOf(Value), Shadow, Prefix, Suffix);
  C.Plan.wrap(Value, depth(Value) - 1, Prefix, Suffix);
}

/// A pointer variable an asm statement writes (`"+r"(p)`, a cmov choosing
/// between two addresses) may hold any address after it: its shadow bounds
/// become INIT there, as GCC's checker gave asm outputs.  (A pointer in
/// memory needs nothing: its table entry no longer matches the new value.)
void FunctionRewriter::planAsmOutputs(const GCCAsmStmt *A) {
  std::string Reset;
  for (const Expr *Out : A->outputs()) {
    const auto *DRE = dyn_cast<DeclRefExpr>(Out->IgnoreParenImpCasts());
    const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
    auto It = VD ? Body.Shadows.find(VD) : Body.Shadows.end();
    if (It != Body.Shadows.end())
      Reset += " " + boundsInto(It->second, "__mpx_init()") + ";";
  }
  if (Reset.empty())
    return;
  SourceLocation Semi = C.Tokens.next(A->getEndLoc());
  if (Semi.isInvalid() || !C.Tokens.is(Semi, ";")) {
    C.warn(A->getBeginLoc(), "cannot find the end of this asm statement: the "
                             "pointers it writes keep their earlier bounds");
    C.Stats.unchecked("asm output bounds kept (no ';' found)");
    return;
  }
  C.Plan.source("INIT: pointer written by an asm statement");
  C.Plan.insertBefore(A->getBeginLoc(), 0, "{ ");
  C.Plan.insertAfter(Semi, 0, Reset + " }");
}

void FunctionRewriter::visitReturn(const ReturnStmt *R) {
  const Expr *V = R->getRetValue();
  if (!V)
    return;
  if (FD->getReturnType()->isRecordType() && holdsPointers(FD->getReturnType()))
    C.Plan.act(ActionKind::StructEntries, R,
               [&] { Memory->planStructReturn(R); });
  if (Body.Cloned && carriesBounds(FD->getReturnType())) {
    BoundsRef B = Bounds.boundsOf(V);
    C.Plan.act(ActionKind::ReturnBounds, R, [&] { planReturnBounds(R, B); });
  }
  visit(V);
}

/// A clone's return of a pointer stores the value's bounds B for the
/// caller, through the clone's __mpx_rb parameter.
void FunctionRewriter::planReturnBounds(const ReturnStmt *R,
                                        const BoundsRef &B) {
  const Expr *V = R->getRetValue();
  if (!B.AfterOnly) {
    SourceLocation Semi = C.Tokens.next(R->getEndLoc());
    if (Semi.isValid()) {
      C.Plan.insertBefore(
          R->getBeginLoc(), 0,
          "{ " + boundsInto("*" + C.Names.fixed("__mpx_rb"), B.Text) + "; ");
      C.Plan.insertAfter(Semi, 0, " }");
    } else {
      C.warn(R->getBeginLoc(), "cannot find the end of this return; its "
                               "bounds are returned as INIT");
      C.Stats.unchecked("return bounds lost (no ';' found)");
    }
  } else {
    wrapOnce(V, depth(V) - 1, false, [&](const std::string &) {
      return std::vector<std::string>{
          boundsInto("*" + C.Names.fixed("__mpx_rb"), B.Text)};
    });
  }
}
