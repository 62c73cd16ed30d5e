//===- Options.h - mpx-cc's view of a C compiler command line ---*- C++ -*-===//
//
// Reads a cc command line once and sorts every argument by the steps that need
// it: the rewriter (parsing flags), the compile of the rewritten file, the
// dependency-file run, the link.  The mpx flags (-fmpx-*, GCC-MPX's -fchkp-*,
// -fcheck-pointer-bounds, -mmpx) are taken out here and never reach the real
// compiler.  Nothing is run and no file is touched.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_CC_OPTIONS_H
#define MPX_CC_OPTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace mpxcc {

/// What the real compiler is asked to produce, from the strongest mode flag.
enum class DriverMode {
  Link,       ///< no -c/-S/-E: compile and link an executable or library
  Compile,    ///< -c: one object per source
  Assemble,   ///< -S: one assembly file per source
  SyntaxOnly, ///< -fsyntax-only: diagnostics only
  Preprocess, ///< -E, or -M/-MM alone: no rewrite at all
};

/// Which steps an argument belongs to.
enum class ArgKind {
  Input,    ///< a file (or "-") to compile or link
  Output,   ///< -o FILE
  ModeFlag, ///< -c, -S, -E, -fsyntax-only, -M, -MM
  Language, ///< -x LANG
  Parsing,  ///< changes how the source parses: rewriter, compiles, deps, link
  DepFile,  ///< -MD, -MMD, -MF, -MT, -MQ, -MP, -MG
  LinkOnly, ///< -l, -L, -Wl,..., -shared, ...: the link only
  Other,    ///< everything else: compiles, deps and link
};

/// One command-line argument with its separate value, if any.
struct Arg {
  ArgKind Kind = ArgKind::Other;
  std::vector<std::string> Tokens;
  /// For inputs: the -x language in effect ("" when none).
  std::string Language;
  /// For inputs: a C source mpx-cc rewrites.
  bool IsCSource = false;
};

/// Options of the rewriter, in mpx-rewrite's own terms.
struct RewriteOptions {
  bool CheckReads = true;
  bool CheckWrites = true;
  std::string Narrow = "fields"; ///< fields, none or innermost
  bool FirstFieldHasOwnBounds = false;
  bool StrictFlexArrays = false;
  bool AllTrailingArraysFlexible = false; ///< -fchkp-flexible-struct-trailing-arrays
  bool BndBuiltins = true; ///< false: -fno-check-pointer-bounds
  bool IncompleteTypeBounds = true; ///< -f[no-]chkp-check-incomplete-type
  bool InstrumentMarkedOnly = false;
  bool VersionLoops = true;
  bool InstrumentHeaders = true;
  bool Stats = false;
  /// -fmpx-check-report=DIR: where the rewriter writes the check map ("":
  /// nowhere).  A rewrite that writes it is never taken from the cache.
  std::string CheckReport;
  /// -fmpx-strict: what cannot be rewritten fails the build; otherwise a
  /// file clang cannot parse is compiled as written, with a warning.
  bool Strict = false;
  /// Runtime backend for the compile: "" (header default), soft, mpx, none.
  std::string Backend;
  /// -fmpx-trap-checks: the soft backend's checks as asm statements whose
  /// failure path traps into the runtime (runtime.md, "Trap checks").
  bool TrapChecks = false;
  /// -fmpx-cache-dir=DIR, else $MPX_CC_CACHE_DIR: where rewrites are kept
  /// for later builds (RewriteCache.h); "" for no cache.
  std::string CacheDir;
};

/// What -MD/-MMD and friends ask for.
struct DepOptions {
  bool Enabled = false;        ///< -MD or -MMD was given
  bool UserHeadersOnly = false; ///< -MMD rather than -MD
  std::string File;             ///< -MF, or "" for the compiler's default
  /// -MT/-MQ arguments as given, e.g. {"-MT", "x.o"}.
  std::vector<std::string> Targets;
  bool Phony = false;        ///< -MP
  bool MissingHeaders = false; ///< -MG
};

/// A parsed mpx-cc command line.
struct Invocation {
  std::vector<Arg> Args;
  DriverMode Mode = DriverMode::Link;
  RewriteOptions Rewrite;
  DepOptions Deps;
  std::string OutputFile; ///< -o, or ""
  bool Help = false;      ///< --help
  bool PrintOnly = false; ///< -###: print the commands, run nothing
  bool Verbose = false;   ///< -v: print the commands as they run

  unsigned numCSources() const;
  bool hasInputs() const;
};

/// Parses \p Argv (without the program name) into \p Inv.  Warnings and errors
/// go to stderr prefixed "mpx-cc: "; returns false after an error.
bool parseCommandLine(llvm::ArrayRef<std::string> Argv, Invocation &Inv);

/// Handles one mpx-specific flag (-fmpx-*, -fchkp-*, -mmpx, ...).  Returns
/// true if \p Flag was one, with \p Error set when its value is invalid.
bool parseMpxFlag(llvm::StringRef Flag, RewriteOptions &Opts,
                  std::string &Error);

/// The rewriter's options for \p Opts, only those that differ from its
/// defaults (e.g. {"--check=w", "--stats"}).
std::vector<std::string> rewriterFlags(const RewriteOptions &Opts);

/// True if \p Path names a C source by its extension (".c").
bool hasCExtension(llvm::StringRef Path);

} // namespace mpxcc

#endif
