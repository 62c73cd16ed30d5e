//===- RewriteFuzzer.cpp - libFuzzer target: C in, no crash ---------------===//
//
// Feeds each input, as a C file held in memory, to the rewriter's library
// entry point (instrumentCode) with one of four option profiles, chosen by
// a hash of the input so that a replay takes the same one.  Input that
// clang rejects is fine; a crash, a failed assertion or a fatal error is
// what the fuzzer looks for (docs/robustness.md).  Built with libFuzzer
// as mpx-rewrite-fuzzer (-DMPX_FUZZ=ON), and without it as
// mpx-fuzz-replay, which replays the checked-in corpus in ctest.
//
//===----------------------------------------------------------------------===//
#include "Rewrite/Instrumenter.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/ErrorHandling.h"
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace mpx;

namespace {

/// FNV-1a: which profile an input is rewritten with.
uint32_t hashOf(const uint8_t *Data, size_t Size) {
  uint32_t H = 2166136261u;
  for (size_t I = 0; I < Size; ++I)
    H = (H ^ Data[I]) * 16777619u;
  return H;
}

RewriteOptions profile(unsigned N) {
  RewriteOptions O;
  O.RuntimeIncludeDir = MPX_FUZZ_RUNTIME_INCLUDE_DIR;
  switch (N % 4) {
  case 1:
    O.Check = CheckMode::Write;
    O.Narrow = NarrowMode::Innermost;
    O.FirstFieldHasOwnBounds = true;
    O.StrictFlexArrays = true;
    break;
  case 2:
    O.Check = CheckMode::Read;
    O.Narrow = NarrowMode::None;
    O.VersionLoops = false;
    O.InstrumentHeaders = false;
    break;
  case 3:
    O.InstrumentMarkedOnly = true;
    O.Strict = true;
    break;
  default:
    break;
  }
  return O;
}

/// report_fatal_error would exit(1), which looks like a clean rejection:
/// make it a crash the fuzzer reports.
void abortOnFatalError(void *, const char *Reason, bool) {
  std::fprintf(stderr, "fatal error: %s\n", Reason);
  std::abort();
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int *, char ***) {
  llvm::install_fatal_error_handler(abortOnFatalError);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  llvm::StringRef Code(reinterpret_cast<const char *>(Data), Size);
  // A NUL ends the buffer clang sees; what follows would be ignored.
  if (Code.contains('\0'))
    return -1;
  std::string Out;
  instrumentCode(Code, "fuzz.c", {"-std=gnu11", "-ferror-limit=1"},
                 profile(hashOf(Data, Size)), Out);
  return 0;
}
