//===- FunctionRewriter.cpp - the walk over one function body -------------===//
//
// Visits every evaluated expression of a body once, dispatching accesses,
// calls, pointer assignments and returns to their planners, and skipping
// unevaluated operands (sizeof, _Alignof, typeof, _Generic's controlling
// expression) and constant initialisers of static locals.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/FunctionRewriter.h"
#include "Rewrite/DebugCrash.h"
#include "Rewrite/FunctionIndex.h"
#include "Rewrite/InitLeaves.h"
#include "Rewrite/MacroTruths.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/AST/StmtVisitor.h"
#include "clang/Basic/Builtins.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;
using namespace mpx;

FunctionRewriter::FunctionRewriter(Context &C, const FunctionDecl *FD,
                                   bool Cloned, CloneUseFn OnCloneUse)
    : C(C), FD(FD), Cloned(Cloned), ForwardsPack(forwardsVarargPack(FD)),
      OnCloneUse(std::move(OnCloneUse)),
      TopLoc(C.topLoc(FD->getSourceRange().getBegin())) {}

void FunctionRewriter::run() {
  const Stmt *Body = FD->getBody();
  C.Now.setConstruct(Body);
  debugCrashPoint(C.Opts, Step::Plan, FD->getName());
  Tree.add(Body);
  dropRegister();
  findTrackedVariables();
  Analysis = std::make_unique<BoundsAnalysis>(C.AST, C.Opts, Tracked);
  findSlotCaches();
  Dominated = std::make_unique<DominatedChecks>(FD, C.AST, AddressTaken);
  Covered = std::make_unique<CoveredChecks>(FD, C.AST, AddressTaken);
  visit(Body);
  C.Plan.act(ActionKind::Declarations, Body, [&] { addBodyDeclarations(); });
}

/// When E's value is that of a `?:` whose value is discarded (`quiet ? 0 :
/// fprintf(...)`, a logging macro; through parentheses, commas' right
/// operands and nested `?:`s), casts the outermost such `?:` to void: E's
/// rewriting yields its value from a statement expression or a comma, which
/// clang's -Wunused-value reports there, as it does not report a call or
/// an assignment.
void FunctionRewriter::voidDiscardedConditional(const Expr *E) const {
  const ConditionalOperator *Top = nullptr;
  for (const Stmt *P = Tree.parent(E); P; P = Tree.parent(P)) {
    const auto *B = dyn_cast<BinaryOperator>(P);
    const auto *Cond = dyn_cast<ConditionalOperator>(P);
    if (Cond && Cond->getCond() != E)
      Top = Cond;
    else if (!isa<ParenExpr>(P) && !isa<ImplicitCastExpr>(P) &&
             !(B && B->getOpcode() == BO_Comma && B->getRHS() == E))
      break;
    E = cast<Expr>(P);
  }
  if (!Top || Top->getType()->isVoidType() || !resultUnused(Top))
    return;
  unsigned D = depth(Top) - (BodyTree::DepthsPerLevel - 1);
  C.Plan.act(ActionKind::Form, Top, [&] {
    if (Top->getBeginLoc().isMacroID() || Top->getEndLoc().isMacroID())
      C.Plan.wrapIfSpelledOut(Top, D, "(void)(", ")");
    else
      C.Plan.wrap(Top, D, "(void)(", ")");
  });
}

std::string FunctionRewriter::newName(llvm::StringRef Stem) {
  return C.Names.fresh(("__mpx_" + Stem).str());
}

std::string FunctionRewriter::newBoundsTemp() {
  BoundsTemps.push_back(newName("t"));
  return BoundsTemps.back();
}

namespace {
/// Variables whose address is taken (&v) in a body.
/// Variables whose address, or the address of a part of them, is taken:
/// &v, &v.f, &v.a[i], and v.a for an array member v.a decaying to a
/// pointer (any of which lets a pointer write change v).
/// The variables a body assigns with `=` (++, += and the like keep a
/// pointer's object, and with it its bounds).
class AssignedVars : public RecursiveASTVisitor<AssignedVars> {
public:
  llvm::DenseSet<const VarDecl *> Vars;
  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->getOpcode() == BO_Assign)
      if (const auto *DRE = dyn_cast<DeclRefExpr>(B->getLHS()->IgnoreParens()))
        if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
          Vars.insert(VD);
    return true;
  }
};

class AddressTakenVars : public RecursiveASTVisitor<AddressTakenVars> {
public:
  llvm::DenseSet<const VarDecl *> Vars;
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->getOpcode() == UO_AddrOf)
      addRoot(U->getSubExpr());
    return true;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *CE) {
    if (CE->getCastKind() == CK_ArrayToPointerDecay &&
        isa<MemberExpr>(CE->getSubExpr()->IgnoreParens()))
      addRoot(CE->getSubExpr());
    return true;
  }

private:
  /// The variable an lvalue is part of (through `.` and array elements).
  void addRoot(const Expr *LV) {
    while (true) {
      LV = LV->IgnoreParens();
      if (const auto *ME = dyn_cast<MemberExpr>(LV); ME && !ME->isArrow())
        LV = ME->getBase();
      else if (const auto *AS = dyn_cast<ArraySubscriptExpr>(LV);
               AS && AS->getBase()->IgnoreParenImpCasts()->getType()->isArrayType())
        LV = AS->getBase()->IgnoreParenImpCasts();
      else
        break;
    }
    if (const auto *DRE = dyn_cast<DeclRefExpr>(LV))
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        Vars.insert(VD);
  }
};

/// Local pointer variables declared in a body.
class LocalPointers : public RecursiveASTVisitor<LocalPointers> {
public:
  std::vector<const VarDecl *> Vars;
  bool VisitVarDecl(VarDecl *VD) {
    if (!isa<ParmVarDecl>(VD))
      Vars.push_back(VD);
    return true;
  }
};
} // namespace

/// `register` goes from the variables that hold pointers: their slots' or
/// their own address may be needed (the bounds table, struct copies), and
/// dropping it never changes what a program means.  Variables bound to a
/// named register (`asm("r12")`) keep it.
void FunctionRewriter::dropRegister() {
  LocalPointers Locals;
  Locals.TraverseStmt(const_cast<Stmt *>(FD->getBody()));
  std::vector<const VarDecl *> Vars(FD->param_begin(), FD->param_end());
  Vars.insert(Vars.end(), Locals.Vars.begin(), Locals.Vars.end());
  llvm::DenseSet<unsigned> Done; // declarators sharing one `register`
  for (const VarDecl *VD : Vars) {
    if (VD->getStorageClass() != SC_Register || VD->hasAttr<AsmLabelAttr>() ||
        !holdsPointers(VD->getType()))
      continue;
    int I = C.Tokens.indexOf(VD->getBeginLoc());
    int End = C.Tokens.indexOf(VD->getLocation());
    for (; I >= 0 && I < End; ++I) {
      const LoggedToken &T = C.Tokens.tokens()[I];
      if (T.Spelling != "register")
        continue;
      if (Done.insert(T.Loc.getRawEncoding()).second)
        C.Plan.replaceToken(T.Loc, "");
      break;
    }
  }
}

/// Pointer locals and parameters whose value only this body can change get
/// a shadow bounds variable; the others live in memory.
void FunctionRewriter::findTrackedVariables() {
  AddressTakenVars Taken;
  Taken.TraverseStmt(const_cast<Stmt *>(FD->getBody()));
  AddressTaken = Taken.Vars;
  AssignedVars Assigned;
  Assigned.TraverseStmt(const_cast<Stmt *>(FD->getBody()));
  Reassigned = Assigned.Vars;
  auto Trackable = [&](const VarDecl *VD) {
    return VD->hasLocalStorage() && carriesBounds(VD->getType()) &&
           !VD->getType().isVolatileQualified() && !Taken.Vars.count(VD);
  };
  for (const ParmVarDecl *P : FD->parameters()) {
    if (Cloned && carriesBounds(P->getType()) && !Trackable(P))
      EntryStores.push_back("__mpx_stx(&" + P->getName().str() + ", " +
                            P->getName().str() + ", " +
                            boundsParamName(C.Names, P) + ")");
    if (!Trackable(P))
      continue;
    Shadows[P] = boundsParamName(C.Names, P);
    Tracked.insert(P);
    if (!Cloned) // called through the hand-off, or from plain code: INIT
      ShadowDecls.push_back(Shadows[P] + " = __mpx_handoff_take(" + self() +
                            ", " + std::to_string(P->getFunctionScopeIndex()) +
                            ", " + P->getName().str() + ")");
    C.Plan.source("parameter");
  }
  LocalPointers Locals;
  Locals.TraverseStmt(const_cast<Stmt *>(FD->getBody()));
  for (const VarDecl *VD : Locals.Vars) {
    if (!Trackable(VD))
      continue;
    Shadows[VD] = newName(("b_" + VD->getName() + "_").str());
    Tracked.insert(VD);
    ShadowDecls.push_back(Shadows[VD] + " = __mpx_init()");
  }
}

void FunctionRewriter::visit(const Stmt *S) {
  if (!S)
    return;
  C.Now.setConstruct(S);
  C.Plan.act(ActionKind::Form, S, [&] { planMacroTruths(C.Plan, Tree, S); });
  if (const auto *E = dyn_cast<Expr>(S))
    return visitExpr(E);
  if (const auto *DS = dyn_cast<DeclStmt>(S)) {
    const DeclStmt *Outer = CurrentDecl;
    CurrentDecl = DS;
    for (const Decl *D : DS->decls())
      if (const auto *VD = dyn_cast<VarDecl>(D))
        visitVarDecl(VD);
    CurrentDecl = Outer;
    return;
  }
  if (const auto *R = dyn_cast<ReturnStmt>(S))
    return visitReturn(R);
  if (const auto *F = dyn_cast<ForStmt>(S))
    return visitFor(F);
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

/// Plans the loop's edits, then versions it when they are all checks that
/// one test before the loop can prove unneeded (LoopVersioning.h).
void FunctionRewriter::visitFor(const ForStmt *F) {
  size_t EditsBefore = C.Plan.edits().size();
  size_t ChecksBefore = C.Plan.checks().size();
  visitChildren(F);
  llvm::ArrayRef<CheckAction> Inside = C.Plan.checksSince(ChecksBefore);
  if (!C.Opts.VersionLoops || Inside.empty() ||
      !C.Plan.onlyChecksSince(EditsBefore))
    return;
  LoopFacts Facts{AddressTaken,
                  [this](const VarDecl *VD) { return boundsOfVariable(VD); },
                  [this](llvm::StringRef S) { return newName(S); }};
  std::optional<LoopVersion> V = versionLoop(C, F, Inside, Facts);
  if (!V)
    return;
  C.Plan.act(ActionKind::LoopVersion, F, [&] {
    C.Plan.insertBefore(F->getBeginLoc(), depth(F) - 1, V->Prefix);
    C.Plan.insertAfter(V->End, depth(F) - 1, V->Suffix);
  });
  C.Plan.markVersioned(ChecksBefore);
  ++C.Stats.LoopsVersioned;
}

/// The bounds a check through variable VD uses, when they are the same all
/// through the body: its shadow, or a named array's extent.
std::string FunctionRewriter::boundsOfVariable(const VarDecl *VD) const {
  auto It = Shadows.find(VD);
  if (It != Shadows.end())
    return It->second;
  if (VD->getType()->isArrayType() && !VD->getType()->isIncompleteType())
    return objectBoundsText(VD);
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
        Tree.add(Size);
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
      C.Plan.wrapIfSpelledOut(U, depth(U), "__MPX_UNEVALUATED_BEGIN ",
                              " __MPX_UNEVALUATED_END");
    // gcc's -Waddress looks inside too (assert's `sizeof ((p) != NULL)`).
    if (!U->isArgumentType())
      C.Plan.act(ActionKind::Form, U, [&] {
        planMacroTruthsUnder(C.Plan, Tree, U->getArgumentExpr());
      });
    return;
  }
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
        planBounds(Analysis->sourceOf(U)); // the slot's entry follows it
      return visitAccess(U->getSubExpr(), AccessKind::ReadWrite);
    }
  if (const auto *B = dyn_cast<BinaryOperator>(E)) {
    if (B->isAssignmentOp()) {
      const Expr *L = B->getLHS()->IgnoreParens();
      const auto *DRE = dyn_cast<DeclRefExpr>(L);
      const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
      if (B->getOpcode() == BO_Assign && VD && Shadows.count(VD))
        C.Plan.act(ActionKind::ShadowUpdate, B,
                   [&] { setShadowFrom(B->getRHS(), Shadows[VD]); });
      else if ((B->getOpcode() == BO_Assign || B->getOpcode() == BO_AddAssign ||
                B->getOpcode() == BO_SubAssign) &&
               isMemoryPointer(L))
        planBounds(Analysis->sourceOf(B)); // the slot's entry follows it
      else if (B->getOpcode() == BO_Assign && B->getType()->isRecordType())
        C.Plan.act(ActionKind::StructEntries, B, [&] { planStructCopy(B); });
      visitAccess(B->getLHS(), B->getOpcode() == BO_Assign
                                   ? AccessKind::Write
                                   : AccessKind::ReadWrite);
      return visit(B->getRHS());
    }
  }
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    if (B->getOpcode() == BO_Comma)
      C.Plan.act(ActionKind::Form, B,
                 [&] { voidCommaOperand(C.Plan, Tree, B); });
  if (const auto *CE = dyn_cast<CallExpr>(E))
    return visitCall(CE);
  visitChildren(E);
}

void FunctionRewriter::visitVarDecl(const VarDecl *VD) {
  if (VD->getType()->isVariablyModifiedType())
    visitArraySizes(VD->getType(), VD->getSourceRange());
  if (!VD->hasLocalStorage() || !VD->hasInit())
    return; // static and extern locals have constant initialisers
  auto It = Shadows.find(VD);
  const Expr *Init = VD->getInit();
  if (It != Shadows.end()) {
    C.Plan.act(ActionKind::ShadowUpdate, Init,
               [&] { setShadowFrom(Init, It->second); });
    if (!Reassigned.count(VD)) // the object it points into for its life
      ShadowObjects[VD] = objectOf(boundsOf(Init));
  } else if (carriesBounds(VD->getType())) {
    // An escaping local: its bounds live in the table from the start.
    C.Plan.act(ActionKind::TableStore, Init,
               [&] { planInitStore(Init, "&" + VD->getName().str()); });
  } else if (VD->getType()->isRecordType() && !isa<InitListExpr>(Init)) {
    C.Plan.act(ActionKind::StructEntries, Init, [&] { planStructInit(VD); });
  } else {
    C.Plan.act(ActionKind::TableStore, Init, [&] { planAggregateInit(VD); });
  }
  visit(Init);
}

/// Plans `Shadow = bounds(Value)` around the evaluation of Value.
void FunctionRewriter::setShadowFrom(const Expr *Value,
                                     const std::string &Shadow) {
  std::string Prefix, Suffix;
  guardedValue(Value, boundsOf(Value), Shadow, Prefix, Suffix);
  C.Plan.wrap(Value, depth(Value) - 1, Prefix, Suffix);
}

void FunctionRewriter::visitReturn(const ReturnStmt *R) {
  const Expr *V = R->getRetValue();
  if (!V)
    return;
  if (FD->getReturnType()->isRecordType() && holdsPointers(FD->getReturnType()))
    C.Plan.act(ActionKind::StructEntries, R, [&] { planStructReturn(R); });
  if (Cloned && carriesBounds(FD->getReturnType())) {
    BoundsRef B = boundsOf(V);
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
      C.Plan.insertBefore(R->getBeginLoc(), 0,
                          "{ *" + C.Names.fixed("__mpx_rb") + " = " + B.Text +
                              "; ");
      C.Plan.insertAfter(Semi, 0, " }");
    } else {
      C.warn(R->getBeginLoc(), "cannot find the end of this return; its "
                               "bounds are returned as INIT");
      C.Stats.unchecked("return bounds lost (no ';' found)");
    }
  } else {
    wrapOnce(V, depth(V) - 1, false, [&](const std::string &) {
      return std::vector<std::string>{"*" + C.Names.fixed("__mpx_rb") + " = " +
                                      B.Text};
    });
  }
}

/// return of a struct holding pointers: every return records where the
/// value was copied from (the caller's copy takes that object's entries):
/// an lvalue's address, the record of the direct call it returns, or 0 for
/// another rvalue.  So a record is always from the callee's latest return.
/// An lvalue holding a compound literal counts as an rvalue: spelled again
/// it would be another object, whose slots may hold stale entries.
void FunctionRewriter::planStructReturn(const ReturnStmt *R) {
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

/// Declarations every instrumented body starts with: shadows and temps.
void FunctionRewriter::addBodyDeclarations() {
  std::string Decl;
  std::vector<std::string> Bnd = ShadowDecls;
  Bnd.insert(Bnd.end(), BoundsTemps.begin(), BoundsTemps.end());
  if (!Bnd.empty()) {
    Decl += " __attribute__((unused)) __mpx_bnd ";
    for (size_t I = 0; I < Bnd.size(); ++I)
      Decl += (I ? ", " : "") + Bnd[I];
    Decl += ";";
  }
  if (!SizeTemps.empty()) {
    Decl += " __attribute__((unused)) __SIZE_TYPE__ ";
    for (size_t I = 0; I < SizeTemps.size(); ++I)
      Decl += (I ? ", " : "") + SizeTemps[I];
    Decl += ";";
  }
  for (const std::string &T : TypedTemps)
    Decl += " __attribute__((unused)) " + T + ";";
  Decl += slotCacheDecls();
  Decl += Covered->declarations();
  // What runs on entry is the initialiser of one more declaration, so that
  // the body's own declarations still come first (C90's rule); each step
  // is cast to void before its comma (clang's -Wcomma).
  std::string Entry;
  bool StructParams = false;
  for (const ParmVarDecl *P : FD->parameters())
    if (P->getType()->isRecordType() && holdsPointers(P->getType())) {
      Entry += "(void)__mpx_handoff_take_src(" + self() + ", " +
               std::to_string(P->getFunctionScopeIndex()) + ", &" +
               P->getName().str() + ", sizeof(" + P->getName().str() + ")), ";
      StructParams = true;
    }
  if (FD->isVariadic()) {
    // Its exit forgets the va_lists registered with the state.
    Decl += " __mpx_va_state " + C.Names.fixed("__mpx_va") +
            " __attribute__((cleanup(__mpx_va_release)));";
    Entry += "(void)__mpx_handoff_take_va(" + self() + ", &" +
             C.Names.fixed("__mpx_va") + "), ";
  }
  if (StructParams || FD->isVariadic() ||
      (!Cloned && hasBoundsInSignature(FD)))
    Entry += "(void)__mpx_handoff_done(), ";
  for (const std::string &S : EntryStores)
    Entry += "(void)(" + S + "), ";
  if (!Entry.empty())
    Decl += " __attribute__((unused)) int " + newName("entry") + " = (" +
            Entry + "0);";
  if (Decl.empty())
    return;
  const auto *Body = cast<CompoundStmt>(FD->getBody());
  C.Plan.insertAfter(Body->getLBracLoc(), 0, Decl);
}
