//===- MemoryPlanner.h - pointers and structs in memory ---------*- C++ -*-===//
//
// Plans the bounds-table operations of one body (MemoryPlanner.cpp): a
// pointer stored to memory stores its bounds keyed by the slot, a pointer
// loaded from memory loads them, structs holding pointers carry their
// entries when copied, passed, returned and initialised.  The slots a body
// caches (SlotCache.h) go through their cache, flushed and forgotten around
// the calls that may write memory (SlotCacheUse.cpp).
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_MEMORYPLANNER_H
#define MPX_REWRITE_MEMORYPLANNER_H

#include "Rewrite/BoundsPlanner.h"
#include "Rewrite/LoadReuse.h"
#include "Rewrite/SlotCache.h"

namespace mpx {

class MemoryPlanner : public BodyPlanner {
public:
  MemoryPlanner(BodyState &Body, BoundsPlanner &Bounds);

  // The EditedBounds the walk forwards here.
  BoundsRef loadBounds(const clang::CastExpr *Load);
  /// Loads whose edits may not run (a versioned loop's unchecked copy):
  /// no later read takes their bounds (LoadReuse.h).
  void forgetLoads(llvm::ArrayRef<const clang::Stmt *> Loads) {
    Reuse.forget(Loads);
  }
  void planPointerStore(const clang::BinaryOperator *B);
  BoundsRef planPointerUpdate(const clang::Expr *E);

  void planStructCopy(const clang::BinaryOperator *B);
  void planStructInit(const clang::VarDecl *VD);
  void planAggregateInit(const clang::VarDecl *VD);
  /// Wraps initialiser E of the pointer at Slot so that its bounds are
  /// stored.
  void planInitStore(const clang::Expr *E, const std::string &Slot);
  void planStructArgs(const clang::CallExpr *CE);
  void planStructReturn(const clang::ReturnStmt *R);

  // SlotCacheUse.cpp
  /// The declarations of the caches, first in the body.
  std::string slotCacheDecls() const;
  /// True when pointer lvalue LV's table operations go through a slot
  /// cache.
  bool cachesSlot(const clang::Expr *LV) const {
    return !slotCacheOf(LV).empty();
  }
  /// Flushes the held-back entries before CE and forgets the caches after.
  void planCallFence(const clang::CallExpr *CE);
  /// ", &k, (__mpx_slot *)0": the caches handed to CE's callee, an inlined
  /// helper, one per slot it takes (HandedCaches.h); "" for another call.
  std::string handedCacheArgs(const clang::CallExpr *CE);

private:
  void planStructResult(const clang::CallExpr *CE, const std::string &Dst);
  std::string resultKey(const clang::CallExpr *CE) const;
  BoundsRef loadedBounds(const std::string &T,
                         const clang::CastExpr *Load) const;
  static std::string tableLoadInto(const std::string &K, const std::string &S,
                                   const std::string &V, const std::string &T);
  bool typedSlotTemps(const clang::Expr *LV, const std::string &S,
                      const std::string &V);
  std::optional<BoundsRef> planStableUpdate(const clang::Expr *E,
                                            const clang::Expr *LV,
                                            const std::string &K);
  std::string tableStore(const clang::Expr *At, const clang::Expr *LV,
                         const std::string &S, const std::string &V,
                         const std::string &B) const;
  /// The address of LV's slot cache (SlotCache.h), "" when it has none.
  std::string slotCacheOf(const clang::Expr *LV) const;
  /// The address of cache I: &k, or the pointer to a caller's.
  std::string cacheAddress(unsigned I) const;
  void findSlotCaches();
  // HandedCaches.cpp
  void findHandedCaches();
  int handableCache(const clang::Expr *Arg,
                    llvm::ArrayRef<const clang::FieldDecl *> Path) const;

  BoundsPlanner &Bounds;
  LoadReuse Reuse;
  SlotCaches Slots;
  std::vector<std::string> SlotNames; ///< the caches' variables
  /// By cache: "", or for a cache a caller may hand in (HandedCaches.h),
  /// the body's own cache, SlotNames then naming a pointer to the one used.
  std::vector<std::string> OwnNames;
  /// The caches handed to each call of an inlined helper.
  llvm::DenseMap<const clang::CallExpr *, std::vector<unsigned>> HandedAt;
};

} // namespace mpx

#endif
