//===- Exec.h - finding and running mpx-cc's tools --------------*- C++ -*-===//
//
// Where the rewriter, the runtime and the real compiler are, the temporary
// directory the rewritten sources live in, and running (or, for -###,
// printing) one command.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_CC_EXEC_H
#define MPX_CC_EXEC_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace mpxcc {

using Command = std::vector<std::string>;

/// The programs and files mpx-cc needs.
struct ToolPaths {
  std::string Rewriter;   ///< mpx-rewrite, or $MPX_REWRITE
  std::string IncludeDir; ///< the runtime's headers (mpxrt.h)
  std::string RuntimeLib; ///< libmpxrt.a
  std::string RuntimeMpxLib; ///< libmpxrt-mpx.a: the mpx backend's support
  std::string RuntimeExports; ///< mpxrt.dynlist: the runtime's symbols
  Command Compiler;       ///< $MPX_CC split on blanks, default "cc"
};

/// Finds the tools relative to mpx-cc's own executable (<bin>/mpx-rewrite,
/// <bin>/../include, <bin>/../lib/libmpxrt.a) and the real compiler in
/// PATH.  Returns false and sets \p Error if the compiler cannot be found.
bool findTools(const char *Argv0, ToolPaths &Paths, std::string &Error);

/// Runs commands, printing them first under -v, or only printing them
/// under -###.
class Runner {
public:
  Runner(bool PrintOnly, bool Verbose)
      : PrintOnly(PrintOnly), Verbose(Verbose) {}

  /// Runs \p Cmd and returns its exit status: the program's own, or 1 if it
  /// could not be started or was killed by a signal.
  int run(const Command &Cmd) const { return run(Cmd, 1); }
  /// Runs \p Cmd as run() does, its standard error going to the file
  /// \p StderrPath.
  int runCapturing(const Command &Cmd, llvm::StringRef StderrPath) const {
    return run(Cmd, 1, StderrPath);
  }
  /// Runs the rewriter: as run(), but its death by a signal is an internal
  /// failure, exit status 2 (as the rewriter's own crash reports give).
  int runRewriter(const Command &Cmd) const { return run(Cmd, 2); }
  /// The same, its standard error going to the file \p StderrPath.
  int runRewriterCapturing(const Command &Cmd,
                           llvm::StringRef StderrPath) const {
    return run(Cmd, 2, StderrPath);
  }
  bool verbose() const { return Verbose; }

  bool printOnly() const { return PrintOnly; }

private:
  int run(const Command &Cmd, int KilledStatus,
          llvm::StringRef StderrPath = "") const;

  bool PrintOnly;
  bool Verbose;
};

/// A private temporary directory, removed with everything in it on
/// destruction (kept if MPX_CC_KEEP_TEMPS is set, for debugging).
class TempDir {
public:
  TempDir() = default;
  TempDir(const TempDir &) = delete;
  TempDir &operator=(const TempDir &) = delete;
  ~TempDir();

  /// Creates the directory; false with \p Error set on failure.
  bool create(std::string &Error);

  /// A path named \p Name in a subdirectory of its own for input number
  /// \p Index, so that files from different inputs never collide and keep
  /// their own names.
  std::string fileFor(unsigned Index, llvm::StringRef Name);

private:
  std::string Path;
};

} // namespace mpxcc

#endif
