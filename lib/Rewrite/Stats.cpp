//===- Stats.cpp - printing the instrumenter's counts ---------------------===//
#include "Rewrite/Stats.h"

using namespace mpx;

unsigned RewriteStats::totalUnchecked() const {
  unsigned N = 0;
  for (const auto &KV : Unchecked)
    N += KV.second;
  return N;
}

static void addMap(std::map<std::string, unsigned> &To,
                   const std::map<std::string, unsigned> &From) {
  for (const auto &KV : From)
    To[KV.first] += KV.second;
}

void RewriteStats::add(const RewriteStats &O) {
  ChecksInserted += O.ChecksInserted;
  FunctionsCloned += O.FunctionsCloned;
  WeakFallbacks += O.WeakFallbacks;
  InlinedClones += O.InlinedClones;
  LoopsVersioned += O.LoopsVersioned;
  NestsVersioned += O.NestsVersioned;
  FunctionsLeftAsWritten += O.FunctionsLeftAsWritten;
  FilesLeftAsWritten += O.FilesLeftAsWritten;
  CoveringChecks += O.CoveringChecks;
  LowerTestedBeforeLoop += O.LowerTestedBeforeLoop;
  addMap(Elided, O.Elided);
  addMap(Merged, O.Merged);
  addMap(Unchecked, O.Unchecked);
  addMap(Sources, O.Sources);
  addMap(CheckedAgainst, O.CheckedAgainst);
  addMap(Actions, O.Actions);
}

static void printMap(llvm::raw_ostream &OS, llvm::StringRef Title,
                     const std::map<std::string, unsigned> &M) {
  unsigned N = 0;
  for (const auto &KV : M)
    N += KV.second;
  OS << "  " << Title << ": " << N << "\n";
  for (const auto &KV : M)
    OS << "    " << KV.first << ": " << KV.second << "\n";
}

void RewriteStats::print(llvm::raw_ostream &OS, llvm::StringRef File) const {
  OS << "mpx-rewrite stats for " << File << ":\n";
  OS << "  checks inserted: " << ChecksInserted << "\n";
  printMap(OS, "checks removed as provably safe", Elided);
  if (!Merged.empty()) {
    printMap(OS, "checks merged into a covering check", Merged);
    OS << "    covering checks inserted: " << CoveringChecks << "\n";
  }
  if (LowerTestedBeforeLoop)
    OS << "  checks whose lower test is made once before their loop "
          "(a pointer it only moves up): "
       << LowerTestedBeforeLoop << "\n";
  printMap(OS, "accesses left unchecked", Unchecked);
  printMap(OS, "bounds sources", Sources);
  printMap(OS, "checks by where their bounds come from", CheckedAgainst);
  printMap(OS, "planned actions that made edits", Actions);
  OS << "  functions cloned: " << FunctionsCloned << "\n";
  OS << "  weak fallback clones: " << WeakFallbacks << "\n";
  if (InlinedClones)
    OS << "  clones inlined into their callers (small static leaves): "
       << InlinedClones << "\n";
  OS << "  loops versioned (checked only when a guard fails): "
     << LoopsVersioned << "\n";
  if (NestsVersioned)
    OS << "    of them, loops versioned whole with the loops nested in them: "
       << NestsVersioned << "\n";
  if (FunctionsLeftAsWritten)
    OS << "  functions left as written (not instrumented): "
       << FunctionsLeftAsWritten << "\n";
  if (FilesLeftAsWritten)
    OS << "  files left as written (clang cannot parse them): "
       << FilesLeftAsWritten << "\n";
}
