//===- Stats.h - counts of what the instrumenter did and did not do -*- C++ -*-===//
//
// Every access the instrumenter meets ends in exactly one bucket: checked,
// elided as provably safe (with the proof's name), or left unchecked (with
// the reason).  Bounds sources are counted by kind.  `--stats` prints it.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_STATS_H
#define MPX_REWRITE_STATS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <string>

namespace mpx {

struct RewriteStats {
  unsigned ChecksInserted = 0;
  std::map<std::string, unsigned> Elided;     ///< reason -> count
  /// Checks run only when a covering check fails: reason -> count.
  std::map<std::string, unsigned> Merged;
  unsigned CoveringChecks = 0;                ///< the covering checks inserted
  /// Checks in a loop testing only their upper bound, the lower one made
  /// once before the loop (a pointer the loop only moves up).
  unsigned LowerTestedBeforeLoop = 0;
  std::map<std::string, unsigned> Unchecked;  ///< reason -> count
  std::map<std::string, unsigned> Sources;    ///< bounds source -> count
  /// Where the bounds of the checks inserted come from -> count.
  std::map<std::string, unsigned> CheckedAgainst;
  /// The plan's actions that made edits, by kind -> count.
  std::map<std::string, unsigned> Actions;
  unsigned FunctionsCloned = 0;
  unsigned WeakFallbacks = 0;
  /// Clones of small static leaves declared always_inline.
  unsigned InlinedClones = 0;
  unsigned LoopsVersioned = 0; ///< loops with an unchecked copy
  /// Of those, loops whose guard also ranges over loops nested in them.
  unsigned NestsVersioned = 0;
  unsigned FunctionsLeftAsWritten = 0; ///< their edits could not be placed
  unsigned FilesLeftAsWritten = 0;     ///< clang cannot parse them

  void elide(llvm::StringRef Why) { ++Elided[Why.str()]; }
  void merged(llvm::StringRef Why) { ++Merged[Why.str()]; }
  void unchecked(llvm::StringRef Why) { ++Unchecked[Why.str()]; }
  void source(llvm::StringRef Kind) { ++Sources[Kind.str()]; }
  unsigned totalUnchecked() const;
  void add(const RewriteStats &Other);
  void print(llvm::raw_ostream &OS, llvm::StringRef File) const;
};

} // namespace mpx

#endif
