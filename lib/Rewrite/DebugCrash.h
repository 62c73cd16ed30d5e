//===- DebugCrash.h - failing on purpose, for tests -------------*- C++ -*-===//
//
// A testing aid, not a feature: `--debug-crash-at=POINT` (hidden) makes the
// tool fail when it reaches POINT, the way `--debug-crash-kind=KIND` says,
// so that the tests of internal-failure reports (test/cli/crash_*.test)
// have a failure to report.  POINT is a step (Activity.h) and, for some,
// what it works on:
//   setup              clang sets up the parse
//   parse:LINE         clang parses: at the first token of the main file's
//                      line LINE, outside the tool's callbacks (a crash
//                      inside clang, as far as the report can tell)
//   record:LINE        the tool's token callback, at the same place
//   index              the tool indexes the functions
//   plan:FUNCTION      the tool plans the edits of FUNCTION (at its body)
//   plantop            the tool plans declarations and static initialisers
//   emit               the tool emits the output
// KIND is segv (a null store), abort (as a failed assertion does), fatal
// (llvm::report_fatal_error), internal (reportInternalError) or overflow
// (unbounded recursion, which overflows the stack).
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_DEBUGCRASH_H
#define MPX_REWRITE_DEBUGCRASH_H

#include "Rewrite/Activity.h"
#include "Rewrite/Options.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace mpx {

/// Checks --debug-crash-at and --debug-crash-kind; "" if both are valid,
/// else what is wrong.
std::string checkDebugCrash(const RewriteOptions &O);

/// Fails, as O asks, if O's point is step S working on Arg (a function's
/// name, a line number; ignored for points that name none).
void debugCrashPoint(const RewriteOptions &O, Step S, llvm::StringRef Arg = "");

} // namespace mpx

#endif
