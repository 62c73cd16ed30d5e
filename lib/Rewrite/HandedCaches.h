//===- HandedCaches.h - slot caches a caller hands to a helper -*- C++ -*-===//
//
// A small static helper inlined into its callers (InlineClones.h) often
// reads and advances a slot its caller caches: an interpreter's
// `read16(vm)` moves `vm->pc`, which the dispatch loop reads at every
// instruction.  Without more, the caller writes its held-back entry before
// the call, the helper loads and stores the table entry, and the caller
// loads it again after: four table operations for one pointer that never
// left the two functions.  So such a helper's clone takes a pointer to a
// slot cache for each slot `P->f...` it caches through a pointer
// parameter P, and uses the caller's cache when given one (a null
// pointer: its own).  The caller passes its cache of `Q->f...` when the
// argument for P is its variable Q, and then neither flushes nor forgets
// that cache around the call.
//
// A helper's cache is handed only when every access of its slot in the
// helper goes through it and nothing else there may load the slot (the
// cache holds its stores back: SlotCaches::deferred), so the table entry
// is never read behind the shared cache; a caller whose own cache writes
// through flushes it after the call.  Helpers are planned before the other
// functions of the file, so that their callers know what to pass.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_HANDEDCACHES_H
#define MPX_REWRITE_HANDEDCACHES_H

#include "clang/AST/Decl.h"
#include "llvm/ADT/DenseMap.h"
#include <string>
#include <vector>

namespace mpx {

/// A helper's slot `P->f...` whose cache its callers may hand it.
struct HandedCache {
  unsigned Param = 0;                         ///< P's index
  std::vector<const clang::FieldDecl *> Path; ///< f...
};

/// The handed caches of each helper of one file, in the order of the
/// clone's trailing parameters.
class HandedCaches {
public:
  void record(const clang::FunctionDecl *FD, std::vector<HandedCache> Slots) {
    ByHelper[FD->getCanonicalDecl()] = std::move(Slots);
  }
  /// FD's handed caches (none for a function that is not such a helper).
  llvm::ArrayRef<HandedCache> of(const clang::FunctionDecl *FD) const {
    auto It = ByHelper.find(FD->getCanonicalDecl());
    return It == ByHelper.end() ? llvm::ArrayRef<HandedCache>()
                                : llvm::ArrayRef<HandedCache>(It->second);
  }
  /// The name of the clone's parameter for its I-th handed cache.
  static std::string paramName(unsigned I) {
    return "__mpx_kp" + std::to_string(I);
  }

private:
  llvm::DenseMap<const clang::FunctionDecl *, std::vector<HandedCache>>
      ByHelper;
};

} // namespace mpx

#endif
