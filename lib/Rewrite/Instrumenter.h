//===- Instrumenter.h - rewriting one translation unit ----------*- C++ -*-===//
//
// The frontend action: records the token stream while clang parses the
// file, then plans every function's edits (FunctionRewriter, Signatures)
// and has the emitter produce the instrumented text, prefixed with a
// header comment, the runtime include and a #line back to the original.
// Analysis and planning never write; a failed step leaves no output.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_INSTRUMENTER_H
#define MPX_REWRITE_INSTRUMENTER_H

#include "Rewrite/Activity.h"
#include "Rewrite/CheckMap.h"
#include "Rewrite/Options.h"
#include "Rewrite/Stats.h"
#include "clang/Tooling/Tooling.h"
#include <map>
#include <memory>
#include <string>

namespace mpx {

/// What one run produced, per main file.
struct RewriteResults {
  std::map<std::string, std::string> Outputs; ///< file -> instrumented text
  std::map<std::string, RewriteStats> Stats;
  /// file -> every file its parse read (itself, its headers), as clang
  /// named them: what a cache of its output must watch.
  std::map<std::string, std::vector<std::string>> Inputs;
  /// file -> the check map of it and its headers (with --check-report).
  std::map<std::string, std::vector<MarkedFile>> Maps;
};

/// Creates actions that instrument each file into Results, keeping Now up
/// to date with what they are doing (for reports of internal failures).
/// DisplayNames maps the absolute path clang sees to the name the user
/// wrote, used in reports, #line and the output's header.
std::unique_ptr<clang::tooling::FrontendActionFactory>
newInstrumentActionFactory(
    const RewriteOptions &Opts,
    const std::map<std::string, std::string> &DisplayNames,
    RewriteResults &Results, Activity &Now);

/// Arguments every parse of an input gets: clang's resource directory, no
/// warnings (the compiler of the output prints them), and mpxrt.h.
std::vector<std::string> parseArguments(const RewriteOptions &Opts);

/// Instruments Code (a C file named FileName) in memory, for tests and
/// embedding.  Returns false and leaves Out empty on any error.
bool instrumentCode(llvm::StringRef Code, llvm::StringRef FileName,
                    const std::vector<std::string> &Args,
                    const RewriteOptions &Opts, std::string &Out,
                    RewriteStats *Stats = nullptr);

} // namespace mpx

#endif
