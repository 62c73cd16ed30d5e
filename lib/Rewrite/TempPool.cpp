//===- TempPool.cpp - bounds temporaries shared between statements --------===//
//
// One pass over the body's edits finds the units naming each temporary, a
// second renames the pooled ones; the names are the rewriter's own, so an
// identifier match in an edit's text is a reference.  The variables are
// declared in their order: those kept apart, then the pool's.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/TempPool.h"
#include "llvm/ADT/StringMap.h"
#include <cstdint>
#include <map>

using namespace mpx;

const char *const mpx::BoundsTempsPlaceholder = "\x01mpx-bounds-temps\x01";
const char *const mpx::TypedTempsPlaceholder = "\x01mpx-typed-temps\x01";
const char *const mpx::TempNameMarker = "\x02";

namespace {

bool identChar(char Ch) {
  return (Ch >= 'a' && Ch <= 'z') || (Ch >= 'A' && Ch <= 'Z') ||
         (Ch >= '0' && Ch <= '9') || Ch == '_';
}

/// Calls Fn(Begin, End) for each identifier of Text that starts with
/// __mpx_ (the stem of every name the rewriter makes).
template <typename F> void eachTempName(const std::string &Text, F Fn) {
  static const std::string Stem = "__mpx_";
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

/// The declaration of temporary T under its own name.
std::string declaration(const BodyTemp &T) {
  std::string D = T.Decl;
  return D.replace(D.find(TempNameMarker), 1, T.Name);
}

/// Replaces Placeholder in Text by With.
void fill(std::string &Text, const char *Placeholder, const std::string &With) {
  size_t At = Text.find(Placeholder);
  if (At != std::string::npos)
    Text.replace(At, llvm::StringRef(Placeholder).size(), With);
}

} // namespace

void mpx::poolTemps(EditPlan &Plan, size_t FirstEdit,
                    std::vector<BodyTemp> &Temps, bool Share,
                    llvm::function_ref<std::string(bool)> NewName) {
  llvm::StringMap<Uses> Named;
  for (const BodyTemp &T : Temps)
    Named[T.Name] = Uses();
  // The edits naming a temporary, and the one holding the placeholders.
  std::vector<size_t> Naming;
  size_t Declaring = SIZE_MAX;
  Plan.eachTextSince(
      FirstEdit, [&](size_t I, const std::string &Text, unsigned Unit) {
        if (Text.find(BoundsTempsPlaceholder) != std::string::npos ||
            Text.find(TypedTempsPlaceholder) != std::string::npos)
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
  // Each unit's temporaries of a type take the type's pooled variables in
  // their order.
  llvm::StringMap<std::string> Rename;
  std::map<std::pair<std::string, unsigned>, unsigned> Taken;
  // type (and whether the variables escape) -> variables
  std::map<std::string, std::vector<std::string>> Pools;
  std::vector<BodyTemp> Kept, Made;
  for (const BodyTemp &T : Temps) {
    const Uses &U = Named[T.Name];
    if (!Share || U.Shared || !U.Unit) {
      Kept.push_back(T);
      continue;
    }
    std::string Key = T.Decl + (T.Escapes ? "\x03" : "");
    std::vector<std::string> &Pool = Pools[Key];
    unsigned K = Taken[{Key, U.Unit}]++;
    if (K == Pool.size()) {
      Pool.push_back(NewName(!T.Decl.empty()));
      Made.push_back({Pool.back(), T.Decl, T.Escapes});
    }
    Rename[T.Name] = Pool[K];
  }
  Kept.insert(Kept.end(), Made.begin(), Made.end());
  std::string Bounds, Typed;
  for (const BodyTemp &T : Kept) {
    if (T.Decl.empty())
      Bounds += (Bounds.empty() ? "" : ", ") + T.Name;
    else
      Typed += " __attribute__((unused)) " + declaration(T) + ";";
  }
  if (Declaring != SIZE_MAX) {
    std::string &Text = Plan.textAt(Declaring);
    fill(Text, BoundsTempsPlaceholder, Bounds);
    fill(Text, TypedTempsPlaceholder, Typed);
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
