//===- SlotCacheUse.cpp - a body's slot caches, flushed and forgotten -----===//
//
// Declares one cache per slot SlotCaches::find picked (the table operations
// of MemoryPlanner.cpp go through them; a cache whose stores are held back is
// flushed by its cleanup when the function returns) and fences each call
// that may write memory: the held-back entries are written before it, and
// the caches are forgotten after it returns (all but those of the slots the
// call cannot touch, SlotCacheCalls.cpp, and of those it only loads):
//   f(x);        ((void)__mpx_flush(&k0), (void)f(x),
//                 (void)__mpx_forget(&k0), (void)0)
//   y = g(x)     y = ((void)(r = ((void)__mpx_flush(&k0), g(x))),
//                  (void)__mpx_forget(&k0), r)
//                (r a temporary of the function, TempPool.h; where its type
//                cannot be spelled, a statement expression's local)
//   return h(x)  return ((void)__mpx_flush(&k0), h(x))
// A cache handed to an inlined helper (HandedCaches.h) is left out of its
// call's fence; in the helper, a cache a caller may hand in is a pointer.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/HandedCaches.h"
#include "Rewrite/MemoryPlanner.h"
#include "Rewrite/OnceForm.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"

using namespace clang;
using namespace mpx;

void MemoryPlanner::findSlotCaches() {
  if (Body.ForwardsPack)
    return;
  Slots = SlotCaches::find(
      FD, C.AST, Body.Vars.AddressTaken,
      [&](const Expr *LV) { return isMemoryPointer(LV); },
      [&](ArrayRef<const Stmt *> Uses) {
        return Body.dominated().alone(Uses);
      });
  OwnNames.assign(Slots.size(), "");
  for (unsigned I = 0; I < Slots.size(); ++I) {
    SlotNames.push_back(newName("k"));
    C.Plan.source(Slots.deferred(I) ? "slot cache, stores held back"
                                    : "slot cache, stores written through");
  }
  findHandedCaches();
  Body.HandedCacheArgs = [this](const CallExpr *CE) {
    return handedCacheArgs(CE);
  };
}

/// The declarations of the caches, first in the body.  A cache a caller
/// may hand in is a pointer, to the caller's or to the body's own:
///   __mpx_slot k_own = INIT; __mpx_slot *k = kp0 ? kp0 : &k_own;
std::string MemoryPlanner::slotCacheDecls() const {
  std::string Decl;
  unsigned Handed = 0;
  for (unsigned I = 0; I < SlotNames.size(); ++I) {
    bool Pointer = !OwnNames[I].empty();
    Decl += std::string(" __attribute__((unused") +
            (Slots.deferred(I) ? ", cleanup(__mpx_flush)" : "") +
            ")) __mpx_slot " + (Pointer ? OwnNames[I] : SlotNames[I]) +
            " = __MPX_SLOT_INIT;";
    if (!Pointer)
      continue;
    std::string Param = C.Names.fixed(HandedCaches::paramName(Handed++));
    Decl += " __attribute__((unused)) __mpx_slot *" + SlotNames[I] + " = " +
            Param + " ? " + Param + " : &" + OwnNames[I] + ";";
  }
  return Decl;
}

std::string MemoryPlanner::cacheAddress(unsigned I) const {
  return OwnNames[I].empty() ? "&" + SlotNames[I] : SlotNames[I];
}

std::string MemoryPlanner::slotCacheOf(const Expr *LV) const {
  int I = Slots.indexOf(LV);
  return I < 0 ? "" : cacheAddress(I);
}

/// True when nothing after CE's call runs in this function (a return's
/// value, a call that does not return).
static bool lastInFunction(const CallExpr *CE, const Stmt *Parent) {
  const FunctionDecl *F = CE->getDirectCallee();
  if (F && (F->isNoReturn() || F->hasAttr<NoReturnAttr>()))
    return true;
  return Parent && isa<ReturnStmt>(Parent);
}

void MemoryPlanner::planCallFence(const CallExpr *CE) {
  if (Slots.empty() || !SlotCaches::mayWriteMemory(C.AST, CE))
    return;
  const SlotEffects &Effects = C.Effects.of(CE);
  std::vector<std::string> Flush, Forget;
  auto Handed = HandedAt.find(CE);
  for (unsigned I = 0; I < SlotNames.size(); ++I) {
    if (Handed != HandedAt.end() && llvm::is_contained(Handed->second, I)) {
      C.Plan.source("slot cache handed to an inlined helper");
      continue; // the helper keeps it
    }
    if (!Slots.touchedBy(I, Effects, C.AST)) {
      C.Plan.source("slot cache kept across a call that cannot touch it");
      continue;
    }
    if (Slots.deferred(I))
      Flush.push_back("(void)__mpx_flush(" + cacheAddress(I) + ")");
    if (Slots.touchedBy(I, Effects, C.AST, SlotCaches::Touch::Written))
      Forget.push_back("(void)__mpx_forget(" + cacheAddress(I) + ")");
    else
      C.Plan.source("slot cache kept across a call that only loads it");
  }
  if (Forget.empty() && Flush.empty())
    return;
  const Stmt *P = Body.Tree.parent(CE);
  while (P && (isa<ParenExpr>(P) || isa<ImplicitCastExpr>(P)))
    P = Body.Tree.parent(P);
  unsigned D = depth(CE) - (BodyTree::DepthsPerLevel - 1);
  auto Join = [](const std::vector<std::string> &Ops, const char *Sep) {
    std::string S;
    for (const std::string &Op : Ops)
      S += Op + Sep;
    return S;
  };
  // Each operand before a comma is cast to void (clang's -Wcomma).
  if (lastInFunction(CE, P) || Forget.empty()) {
    if (!Flush.empty())
      C.Plan.wrap(CE, D, "(" + Join(Flush, ", "), ")");
    return;
  }
  if (CE->getType()->isVoidType() || resultUnused(CE)) {
    C.Plan.wrap(CE, D, "(" + Join(Flush, ", ") + "(void)",
                ", " + Join(Forget, ", ") + "(void)0)");
    return;
  }
  // The result is declared first (-Wdeclaration-after-statement).
  voidDiscardedConditional(CE);
  std::string R = newName("r");
  OnceForm Form = OnceForm::comma(typedTemp(CE->getType(), R));
  std::string Forgets;
  for (const std::string &F : Forget)
    Forgets += Form.step(F);
  C.Plan.wrap(CE, D,
              Form.open() + Form.hold("__auto_type " + R, R, false) +
                  Join(Flush, ", "),
              Form.held() + Forgets + Form.close(R));
}
