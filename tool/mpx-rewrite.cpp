//===- mpx-rewrite.cpp - command-line front end of the rewriter ----------===//
//
// Parses the command line and hands the work to the library (lib/Rewrite):
// mpx-rewrite [options] FILE... [-- COMPILER-FLAGS]
//
//===----------------------------------------------------------------------===//
#include "Rewrite/Driver.h"

int main(int argc, const char **argv) { return mpx::runRewriteTool(argc, argv); }
