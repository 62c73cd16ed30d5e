//===- Driver.h - the rewriter's command-line entry point -------*- C++ -*-===//
//
// Parses options, runs the instrumenter on each input file and writes the
// output (stdout, -o FILE or --output-dir DIR) only when every step
// succeeded.  Returns the process exit code.
//
//===----------------------------------------------------------------------===//
#ifndef MPX_REWRITE_DRIVER_H
#define MPX_REWRITE_DRIVER_H

namespace mpx {
int runRewriteTool(int argc, const char **argv);
} // namespace mpx

#endif
