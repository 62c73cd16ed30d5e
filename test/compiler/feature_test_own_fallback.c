/* A project that defines its own __has_feature for compilers without one
 * (zstd's portability_macros.h: `#ifndef __has_feature` / `#define
 * __has_feature(x) 0`): gcc 12 has none, so in a project file the
 * rewriter's view of gcc has none either, and the program's fallback
 * answers, as it does for gcc.  A test expanding the program's own macro
 * is no clang answer: no note (285 of them in a gcc build of zstd), and
 * the branch taken is the fallback's (here where clang's own answer, yes
 * for c_static_assert, would take the other).
 *
 * REQUIRES: gcc
 * RUN: %mpx-rewrite --compiler=gcc %s -o %t.c -- 2> %t.notes
 * RUN: FileCheck %s --check-prefix=NOTES --allow-empty < %t.notes
 * RUN: gcc %cflags -Wall -Wextra -Werror %t.c -o %t %mpxrt
 * RUN: %run %t | FileCheck %s
 */
#include <stdio.h>

#ifndef __has_feature
#define __has_feature(x) 0
#endif

// NOTES-NOT: warning:
#if __has_feature(c_static_assert)
#define KIND "clang's answer"
#else
#define KIND "the fallback's answer"
#endif

int main(void) {
  // CHECK: the fallback's answer
  printf("%s\n", KIND);
  return 0;
}
