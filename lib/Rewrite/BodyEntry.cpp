//===- BodyEntry.cpp - what a body finds first and declares first ---------===//
//
// Before the walk: the variables whose address the body takes or that it
// assigns, the pointer locals and parameters that get a shadow bounds
// variable (the others live in memory, their bounds in the table), and
// `register` dropped from pointer variables.  After it: the declarations
// the body starts with (shadows, temporaries, slot caches, covering flags)
// and what runs on entry (bounds taken from the hand-off area).
//
//===----------------------------------------------------------------------===//
#include "Rewrite/FunctionIndex.h"
#include "Rewrite/FunctionRewriter.h"
#include "Rewrite/InitLeaves.h"
#include "Rewrite/Signatures.h"
#include "clang/AST/Attr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseSet.h"

using namespace clang;
using namespace mpx;

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
               AS &&
               AS->getBase()->IgnoreParenImpCasts()->getType()->isArrayType())
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
  Body.AddressTaken = Taken.Vars;
  AssignedVars Assigned;
  Assigned.TraverseStmt(const_cast<Stmt *>(FD->getBody()));
  Body.Reassigned = Assigned.Vars;
  auto Trackable = [&](const VarDecl *VD) {
    return VD->hasLocalStorage() && carriesBounds(VD->getType()) &&
           !VD->getType().isVolatileQualified() && !Taken.Vars.count(VD);
  };
  for (const ParmVarDecl *P : FD->parameters()) {
    if (Body.Cloned && carriesBounds(P->getType()) && !Trackable(P))
      Body.EntryStores.push_back("__mpx_stx(&" + P->getName().str() + ", " +
                                 P->getName().str() + ", " +
                                 boundsParamName(C.Names, P) + ")");
    if (!Trackable(P))
      continue;
    Body.Shadows[P] = boundsParamName(C.Names, P);
    Body.Tracked.insert(P);
    if (!Body.Cloned) // called through the hand-off, or from plain code: INIT
      Body.ShadowDecls.push_back(Body.Shadows[P] + " = __mpx_handoff_take(" +
                                 self() + ", " +
                                 std::to_string(P->getFunctionScopeIndex()) +
                                 ", " + P->getName().str() + ")");
    C.Plan.source("parameter");
  }
  LocalPointers Locals;
  Locals.TraverseStmt(const_cast<Stmt *>(FD->getBody()));
  for (const VarDecl *VD : Locals.Vars) {
    if (!Trackable(VD))
      continue;
    Body.Shadows[VD] = newName(("b_" + VD->getName() + "_").str());
    Body.Tracked.insert(VD);
    Body.ShadowDecls.push_back(Body.Shadows[VD] + " = __mpx_init()");
  }
}

/// Declarations every instrumented body starts with: shadows and temps.
void FunctionRewriter::addBodyDeclarations() {
  std::string Decl;
  std::vector<std::string> Bnd = Body.ShadowDecls;
  Bnd.insert(Bnd.end(), Body.BoundsTemps.begin(), Body.BoundsTemps.end());
  if (!Bnd.empty()) {
    Decl += " __attribute__((unused)) __mpx_bnd ";
    for (size_t I = 0; I < Bnd.size(); ++I)
      Decl += (I ? ", " : "") + Bnd[I];
    Decl += ";";
  }
  if (!Body.SizeTemps.empty()) {
    Decl += " __attribute__((unused)) __SIZE_TYPE__ ";
    for (size_t I = 0; I < Body.SizeTemps.size(); ++I)
      Decl += (I ? ", " : "") + Body.SizeTemps[I];
    Decl += ";";
  }
  for (const std::string &T : Body.TypedTemps)
    Decl += " __attribute__((unused)) " + T + ";";
  Decl += Memory->slotCacheDecls();
  Decl += Checks->declarations();
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
      (!Body.Cloned && hasBoundsInSignature(FD)))
    Entry += "(void)__mpx_handoff_done(), ";
  for (const std::string &S : Body.EntryStores)
    Entry += "(void)(" + S + "), ";
  if (!Entry.empty())
    Decl += " __attribute__((unused)) int " + newName("entry") + " = (" +
            Entry + "0);";
  if (Decl.empty())
    return;
  const auto *Body = cast<CompoundStmt>(FD->getBody());
  C.Plan.insertAfter(Body->getLBracLoc(), 0, Decl);
}
