//===- HandedCaches.cpp - slot caches a caller hands to a helper ----------===//
//
// The helper's side (which of its caches a caller may hand it) and the
// caller's (which of its own it hands at a call); SlotCacheUse.cpp declares
// the helper's caches as pointers and leaves the handed ones out of the
// call's fence.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/HandedCaches.h"
#include "Rewrite/InlineClones.h"
#include "Rewrite/MemoryPlanner.h"

using namespace clang;
using namespace mpx;

/// An inlined helper's caches of `P->f...` (P a pointer parameter) through
/// which every access of the slot goes and which hold their stores back.
void MemoryPlanner::findHandedCaches() {
  if (!Body.Cloned || !inlinesClone(FD))
    return;
  std::vector<HandedCache> Handed;
  for (unsigned I = 0; I < Slots.size(); ++I) {
    const SlotCaches::Key &K = Slots.key(I);
    const auto *P = dyn_cast<ParmVarDecl>(K.Base);
    if (!P || K.Path.empty() || !P->getType()->isPointerType() ||
        !Slots.deferred(I) || !Slots.allCached(I))
      continue;
    Handed.push_back({P->getFunctionScopeIndex(), K.Path});
    OwnNames[I] = SlotNames[I];
    SlotNames[I] = newName("kh");
  }
  if (!Handed.empty())
    C.Handed.record(FD, std::move(Handed));
}

std::string MemoryPlanner::handedCacheArgs(const CallExpr *CE) {
  const FunctionDecl *Callee = CE->getDirectCallee();
  if (!Callee)
    return "";
  // Inside another call's operands, after that call's flush, a store the
  // helper held back would be behind that callee's loads.
  bool CanHand = !insideCall(CE);
  std::string Args;
  for (const HandedCache &H : C.Handed.of(Callee)) {
    int I = -1;
    if (CanHand && H.Param < CE->getNumArgs())
      I = handableCache(CE->getArg(H.Param), H.Path);
    Args += std::string(Args.empty() ? "" : ", ") +
            (I < 0 ? "(__mpx_slot *)0" : cacheAddress(I));
    if (I >= 0)
      HandedAt[CE].push_back(I);
  }
  return Args;
}

/// The cache of `Arg->Path...` when Arg is a variable of the body whose
/// slot there it caches, holding stores back (flushed at the return, not
/// after the call) and with no access of the slot going to the table
/// directly (which a store the helper held back would be ahead of); -1
/// otherwise.
int MemoryPlanner::handableCache(const Expr *Arg,
                                 llvm::ArrayRef<const FieldDecl *> Path) const {
  const auto *DRE = dyn_cast<DeclRefExpr>(Arg->IgnoreParenImpCasts());
  const auto *Q = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  if (!Q || !Q->hasLocalStorage() || !Q->getType()->isPointerType())
    return -1;
  SlotCaches::Key K;
  K.Base = Q;
  K.Path.assign(Path.begin(), Path.end());
  int I = Slots.indexOfKey(K);
  if (I < 0 || !Slots.deferred(I) || !Slots.allCached(I))
    return -1;
  return I;
}
