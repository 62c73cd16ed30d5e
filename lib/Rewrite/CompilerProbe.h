//===- CompilerProbe.h - what the real compiler predefines -----*- C++ -*-===//
//
// The output is compiled by another compiler (gcc by default), which takes
// other #if branches than clang: __GNUC__ is its own version, __clang__ is
// not defined.  The probe asks that compiler, once per (compiler, flags that
// change its predefined macros), for its macros (`cc -dM -E`), its include
// directories (`cc -E -v`), its target (`-dumpmachine`) and its private
// header directories (`-print-file-name=include`), which of clang's
// `__builtin_*` functions its `__has_builtin` denies, and caches the answer
// in a file keyed by a hash of the compiler's path, size and mtime and the
// flags.  The argument adjuster gives the parse the compiler's target and
// include directories (clang's resource directory stays first: its
// intrinsics headers are clang's) and names the cache file to the
// instrumenting action (MacroView.h), which shows project files the
// compiler's macros.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_COMPILERPROBE_H
#define MPX_REWRITE_COMPILERPROBE_H

#include "clang/Tooling/ArgumentsAdjusters.h"
#include <string>
#include <vector>

namespace mpx {

/// What one compiler with one set of flags predefines and searches.
struct CompilerView {
  std::string Compiler;                 ///< absolute path
  std::string Identity;                 ///< "gcc 12.2.0", "clang 19.1.7"
  bool IsClang = false;                 ///< defines __clang__
  std::string Triple;                   ///< -dumpmachine
  std::vector<std::string> IncludeDirs; ///< its own directories left out
  /// Its own header directories (`-print-file-name=include`,
  /// `include-fixed`), which clang's resource directory replaces.
  std::vector<std::string> PrivateDirs;
  std::string Macros;                   ///< `#define` lines, as -dM prints
  /// Clang's `__builtin_*` functions for which the compiler's
  /// `__has_builtin` says no (when BuiltinsProbed: it has `__has_builtin`).
  std::vector<std::string> LacksBuiltins;
  bool BuiltinsProbed = false;
  /// The compiler defines `__has_feature` (gcc 14 does, gcc 12 does not).
  bool HasFeatureMacro = false;
  /// Of the attributes clang knows by a GNU spelling, those the compiler's
  /// `__has_attribute` affirms (when AttributesProbed: it has
  /// `__has_attribute`).
  std::vector<std::string> HasAttributes;
  bool AttributesProbed = false;
};

/// The key of a frontend plugin argument that names the cache file of the
/// compiler view of a file being parsed (-plugin-arg-mpx-rewrite).
constexpr const char *ViewPluginName = "mpx-rewrite";
constexpr const char *ViewArgPrefix = "compiler-view=";

/// The names of the attributes clang knows by a GNU spelling
/// (`__attribute__((name))`), without the C keywords among them: those
/// whose `__has_attribute` the probe asks the compiler about.
std::vector<std::string> gnuAttributeNames();

/// Reads a cached view; false if the file is missing or malformed.
bool loadCompilerView(llvm::StringRef Path, CompilerView &V);

/// The cache file describing \p Compiler (a name or path) with the flags
/// of \p Args that change predefined macros, probing the compiler if it is
/// not cached.  Returns "" and sets \p Error on failure.
std::string probeCompiler(llvm::StringRef Compiler,
                          const std::vector<std::string> &Args,
                          llvm::StringRef CacheDir, std::string &Error);

/// The default cache directory: $XDG_CACHE_HOME/mpx-rewrite, else
/// ~/.cache/mpx-rewrite ("" if there is no home; then the probe uses
/// $TMPDIR/mpx-rewrite).
std::string defaultProbeCacheDir();

/// Adjusts each compile command to the view of the compiler that builds
/// the output: \p Compiler if not empty, else the command's own compiler
/// (argv[0]) unless it is the stand-in of `--` command lines.  Probe
/// failures are warned about, and the file is then parsed as clang sees it.
clang::tooling::ArgumentsAdjuster compilerViewAdjuster(std::string Compiler,
                                                       std::string CacheDir);

} // namespace mpx

#endif
