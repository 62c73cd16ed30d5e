//===- TempPool.cpp - bounds temporaries shared between statements --------===//
//
// One pass over the body's edits finds the units naming each temporary, a
// second renames the pooled ones; the names are the rewriter's own, so an
// identifier match in an edit's text is a reference.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/TempPool.h"
#include "llvm/ADT/StringMap.h"
#include <cstdint>
#include <map>

using namespace mpx;

const char *const mpx::BoundsTempsPlaceholder = "\x01mpx-bounds-temps\x01";

namespace {

bool identChar(char Ch) {
  return (Ch >= 'a' && Ch <= 'z') || (Ch >= 'A' && Ch <= 'Z') ||
         (Ch >= '0' && Ch <= '9') || Ch == '_';
}

/// Calls Fn(Begin, End) for each identifier of Text that starts with
/// __mpx_t (the temporaries' stem).
template <typename F> void eachTempName(const std::string &Text, F Fn) {
  static const std::string Stem = "__mpx_t";
  for (size_t At = Text.find(Stem); At != std::string::npos;
       At = Text.find(Stem, At + 1)) {
    if (At > 0 && identChar(Text[At - 1]))
      continue;
    size_t End = At + Stem.size();
    while (End < Text.size() && identChar(Text[End]))
      ++End;
    Fn(At, End);
  }
}

/// Where each temporary is named: the one unit, or none when it is named
/// from two or from outside any unit.
struct Uses {
  unsigned Unit = 0;
  bool Shared = false; ///< cannot be pooled
};

} // namespace

void mpx::poolBoundsTemps(EditPlan &Plan, size_t FirstEdit,
                          std::vector<std::string> &Temps, bool Share,
                          llvm::function_ref<std::string()> NewName) {
  llvm::StringMap<Uses> Named;
  for (const std::string &T : Temps)
    Named[T] = Uses();
  // The edits naming a temporary, and the one holding the placeholder.
  std::vector<size_t> Naming;
  size_t Declaring = SIZE_MAX;
  Plan.eachTextSince(
      FirstEdit, [&](size_t I, const std::string &Text, unsigned Unit) {
        if (Text.find(BoundsTempsPlaceholder) != std::string::npos)
          Declaring = I;
        bool Names = false;
        eachTempName(Text, [&](size_t B, size_t E) {
          auto It = Named.find(llvm::StringRef(Text).substr(B, E - B));
          if (It == Named.end())
            return;
          Names = true;
          Uses &U = It->second;
          if (!Unit || (U.Unit && U.Unit != Unit))
            U.Shared = true;
          U.Unit = Unit;
        });
        if (Names)
          Naming.push_back(I);
      });
  // Each unit's temporaries take the pool's variables in their order.
  llvm::StringMap<std::string> Rename;
  std::map<unsigned, unsigned> Taken; // unit -> variables it uses
  std::vector<std::string> Pool, Kept;
  for (const std::string &T : Temps) {
    const Uses &U = Named[T];
    if (!Share || U.Shared || !U.Unit) {
      Kept.push_back(T);
      continue;
    }
    unsigned K = Taken[U.Unit]++;
    if (K == Pool.size())
      Pool.push_back(NewName());
    Rename[T] = Pool[K];
  }
  Kept.insert(Kept.end(), Pool.begin(), Pool.end());
  std::string List;
  for (const std::string &T : Kept)
    List += (List.empty() ? "" : ", ") + T;
  if (Declaring != SIZE_MAX) {
    std::string &Text = Plan.textAt(Declaring);
    Text.replace(Text.find(BoundsTempsPlaceholder),
                 llvm::StringRef(BoundsTempsPlaceholder).size(), List);
  }
  for (size_t I : Rename.empty() ? std::vector<size_t>() : Naming) {
    std::string &Text = Plan.textAt(I);
    std::string Out;
    size_t Done = 0;
    eachTempName(Text, [&](size_t B, size_t E) {
      auto It = Rename.find(llvm::StringRef(Text).substr(B, E - B));
      if (It == Rename.end())
        return;
      Out.append(Text, Done, B - Done);
      Out += It->second;
      Done = E;
    });
    if (Done) {
      Out.append(Text, Done, std::string::npos);
      Text = std::move(Out);
    }
  }
  Temps = std::move(Kept);
}
