//===- ParallelRun.h - rewriting many files in worker processes -*- C++ -*-===//
//
// `mpx-rewrite -j N` over several files (typically every file of a
// compile_commands.json, with -p) runs one worker process per file, N at a
// time: each worker is mpx-rewrite itself, given the parent's arguments and
// told which one file to rewrite and where to leave its output.  Processes,
// not threads: the crash guard, LLVM's fatal-error handler and clang's
// diagnostics are per process, and a crash in one file must not take the
// others with it.  The parent keeps the all-or-nothing promise: it writes
// the outputs only when every worker succeeded.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_PARALLELRUN_H
#define MPX_REWRITE_PARALLELRUN_H

#include "llvm/ADT/ArrayRef.h"
#include <map>
#include <string>
#include <vector>

namespace mpx {

/// What the workers made.
struct ParallelResult {
  int Status = 0; ///< 0, or the worst worker's (2 beats 1)
  std::map<std::string, std::string> Outputs; ///< input file -> its output
};

/// Rewrites each of Files in a worker process running Exe with Args (the
/// parent's arguments, program name first) plus --worker-file and
/// --worker-output, Jobs at a time.  Each worker's messages are printed in
/// the order of Files; on a terminal a progress line shows the files done;
/// a summary ends the run.
ParallelResult runInWorkers(const std::string &Exe,
                            llvm::ArrayRef<const char *> Args,
                            llvm::ArrayRef<std::string> Files, unsigned Jobs);

/// The deepest directory holding every one of Files (absolute, dots
/// removed): --output-dir mirrors the inputs' paths below it.
std::string commonDirectory(llvm::ArrayRef<std::string> Files);

} // namespace mpx

#endif
