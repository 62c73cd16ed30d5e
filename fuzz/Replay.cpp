//===- Replay.cpp - the fuzz target without libFuzzer ---------------------===//
//
// mpx-fuzz-replay FILE|DIR...: runs the fuzz target on each file (each
// file of each directory), as libFuzzer would.  A crash dies with a stack
// dump naming the file; otherwise prints how many files it replayed.
//
//===----------------------------------------------------------------------===//
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/PrettyStackTrace.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerInitialize(int *, char ***);
extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size);

using namespace llvm;

/// The files named, directories expanded (sorted, not recursively).
static std::vector<std::string> inputs(int Argc, char **Argv) {
  std::vector<std::string> Files;
  for (int I = 1; I < Argc; ++I) {
    if (!sys::fs::is_directory(Argv[I])) {
      Files.push_back(Argv[I]);
      continue;
    }
    std::error_code EC;
    std::vector<std::string> In;
    for (sys::fs::directory_iterator It(Argv[I], EC), End; It != End && !EC;
         It.increment(EC))
      if (sys::fs::is_regular_file(It->path()))
        In.push_back(It->path());
    std::sort(In.begin(), In.end());
    Files.insert(Files.end(), In.begin(), In.end());
  }
  return Files;
}

int main(int Argc, char **Argv) {
  sys::PrintStackTraceOnErrorSignal(Argv[0]);
  EnablePrettyStackTrace();
  LLVMFuzzerInitialize(&Argc, &Argv);
  std::vector<std::string> Files = inputs(Argc, Argv);
  for (const std::string &F : Files) {
    auto Buf = MemoryBuffer::getFile(F);
    if (!Buf) {
      errs() << "mpx-fuzz-replay: cannot read '" << F << "'\n";
      return 1;
    }
    std::string Label = "replaying " + F;
    PrettyStackTraceString Note(Label.c_str());
    StringRef Text = (*Buf)->getBuffer();
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(Text.data()),
                           Text.size());
  }
  outs() << "mpx-fuzz-replay: " << Files.size() << " inputs, no crash\n";
  return Files.empty() ? 1 : 0;
}
