//===- BodyEntry.cpp - what a body finds first and declares first ---------===//
//
// Before the walk: the pointer locals and parameters that get a shadow bounds
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
#include "Rewrite/TempPool.h"
#include "clang/AST/Attr.h"

using namespace clang;
using namespace mpx;

/// `register` goes from the variables that hold pointers: their slots' or
/// their own address may be needed (the bounds table, struct copies), and
/// dropping it never changes what a program means.  Variables bound to a
/// named register (`asm("r12")`) keep it.
void FunctionRewriter::dropRegister() {
  std::vector<const VarDecl *> Vars(FD->param_begin(), FD->param_end());
  Vars.insert(Vars.end(), Body.Vars.Locals.begin(), Body.Vars.Locals.end());
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
  auto Trackable = [&](const VarDecl *VD) {
    return VD->hasLocalStorage() && carriesBounds(VD->getType()) &&
           !VD->getType().isVolatileQualified() &&
           !Body.Vars.AddressTaken.count(VD);
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
  for (const VarDecl *VD : Body.Vars.Locals) {
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
  // The temporaries' list is written once they are pooled (TempPool.h).
  auto Typed = [](const BodyTemp &T) { return !T.Decl.empty(); };
  if (!llvm::all_of(Body.Temps, Typed))
    Bnd.push_back(BoundsTempsPlaceholder);
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
  if (llvm::any_of(Body.Temps, Typed))
    Decl += TypedTempsPlaceholder;
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
  const auto *Body = cast<CompoundStmt>(FD->getBody());
  if (callsReturnsTwice(Body)) {
    // GCC's -Wclobbered cannot tell the temporaries from the program's
    // variables: off for the whole definition.  (GCC takes no pragma
    // between a declarator and its body, and decides whether to give the
    // warning by the state at the body's closing brace.)
    C.Plan.insertAt(C.topLoc(FD->getSourceRange().getBegin()),
                    "__MPX_SETJMP_BODY_BEGIN ");
    C.Plan.insertAfter(Body->getRBracLoc(), 0, " __MPX_SETJMP_BODY_END");
  }
  if (Decl.empty())
    return;
  C.Plan.insertAfter(Body->getLBracLoc(), 0, Decl);
}
