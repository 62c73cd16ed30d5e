//===- Exec.cpp - finding and running mpx-cc's tools ----------------------===//
//
// Everything that touches the process environment: the executable's own
// location, $MPX_CC and $MPX_REWRITE, child processes and the temporary
// directory.
//
//===----------------------------------------------------------------------===//
#include "Exec.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

using namespace llvm;

namespace mpxcc {

/// The directory holding mpx-cc itself, symbolic links resolved.
static std::string ownBinDir(const char *Argv0) {
  std::string Exe =
      sys::fs::getMainExecutable(Argv0, reinterpret_cast<void *>(&findTools));
  SmallString<256> Real;
  if (!Exe.empty() && !sys::fs::real_path(Exe, Real))
    Exe = std::string(Real);
  return sys::path::parent_path(Exe).str();
}

/// \p A, \p B and \p C joined as a path, "x/.." removed.
static std::string joinPath(StringRef A, StringRef B, StringRef C = "") {
  SmallString<256> P(A);
  sys::path::append(P, B, C);
  sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

/// $MPX_CC split on blanks, its program looked up in PATH.
static bool findCompiler(Command &Compiler, std::string &Error) {
  const char *Env = std::getenv("MPX_CC");
  StringRef Spec = Env && *Env ? Env : "cc";
  SmallVector<StringRef, 4> Words;
  Spec.split(Words, ' ', -1, /*KeepEmpty=*/false);
  for (StringRef W : Words)
    if (!W.trim("\t").empty())
      Compiler.push_back(W.trim("\t").str());
  if (Compiler.empty()) {
    Error = "MPX_CC names no compiler";
    return false;
  }
  if (StringRef(Compiler[0]).contains('/'))
    return true;
  ErrorOr<std::string> Found = sys::findProgramByName(Compiler[0]);
  if (!Found) {
    Error = "cannot find the C compiler '" + Compiler[0] + "' (set MPX_CC)";
    return false;
  }
  Compiler[0] = *Found;
  return true;
}

bool findTools(const char *Argv0, ToolPaths &Paths, std::string &Error) {
  std::string Bin = ownBinDir(Argv0);
  const char *Rewriter = std::getenv("MPX_REWRITE");
  Paths.Rewriter =
      Rewriter && *Rewriter ? Rewriter : joinPath(Bin, "mpx-rewrite");
  Paths.IncludeDir = joinPath(Bin, "..", "include");
  Paths.RuntimeLib = joinPath(Bin, "../lib", "libmpxrt.a");
  Paths.RuntimeMpxLib = joinPath(Bin, "../lib", "libmpxrt-mpx.a");
  Paths.RuntimeExports = joinPath(Bin, "../lib", "mpxrt.dynlist");
  return findCompiler(Paths.Compiler, Error);
}

/// \p Word quoted for a POSIX shell if it needs it.
static std::string shellQuote(StringRef Word) {
  if (!Word.empty() && Word.find_first_not_of("abcdefghijklmnopqrstuvwxyz"
                                              "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                              "0123456789_-+=/.,:@%") ==
                           StringRef::npos)
    return Word.str();
  std::string Out = "'";
  for (char C : Word)
    Out += C == '\'' ? std::string("'\\''") : std::string(1, C);
  return Out + "'";
}

int Runner::run(const Command &Cmd, int KilledStatus,
                StringRef StderrPath) const {
  if (PrintOnly || Verbose) {
    for (size_t I = 0; I < Cmd.size(); ++I)
      errs() << (I ? " " : "") << shellQuote(Cmd[I]);
    errs() << "\n";
  }
  if (PrintOnly)
    return 0;
  SmallVector<StringRef, 32> Args(Cmd.begin(), Cmd.end());
  std::string ErrMsg;
  bool Failed = false;
  std::optional<StringRef> Redirects[] = {std::nullopt, std::nullopt,
                                          std::nullopt};
  if (!StderrPath.empty())
    Redirects[2] = StderrPath;
  int RC = sys::ExecuteAndWait(Cmd[0], Args, std::nullopt, Redirects, 0, 0,
                               &ErrMsg, &Failed);
  if (Failed) {
    errs() << "mpx-cc: error: '" << Cmd[0] << "' could not be run: " << ErrMsg
           << "\n";
    return 1;
  }
  if (RC == -2) { // killed by a signal
    errs() << "mpx-cc: error: '" << Cmd[0] << "' crashed: " << ErrMsg << "\n";
    return KilledStatus;
  }
  if (RC < 0) {
    errs() << "mpx-cc: error: '" << Cmd[0] << "' failed: " << ErrMsg << "\n";
    return 1;
  }
  return RC;
}

TempDir::~TempDir() {
  if (Path.empty())
    return;
  if (std::getenv("MPX_CC_KEEP_TEMPS")) {
    errs() << "mpx-cc: keeping temporary files in " << Path << "\n";
    return;
  }
  sys::fs::remove_directories(Path, /*IgnoreErrors=*/true);
}

bool TempDir::create(std::string &Error) {
  SmallString<128> Dir;
  if (std::error_code EC = sys::fs::createUniqueDirectory("mpx-cc", Dir)) {
    Error = "cannot create a temporary directory: " + EC.message();
    return false;
  }
  Path = std::string(Dir);
  return true;
}

std::string TempDir::fileFor(unsigned Index, StringRef Name) {
  std::string Sub = joinPath(Path, std::to_string(Index));
  sys::fs::create_directory(Sub);
  return joinPath(Sub, Name);
}

} // namespace mpxcc
