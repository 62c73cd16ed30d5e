/* __has_include in a project file compiled by gcc: clang answers it,
 * searching gcc's directories with its own resource directory in place of
 * gcc's private ones.  A header found in a shared directory (stdio.h), one
 * both compilers' own directories hold (cet.h), and one neither has get
 * the same answer from gcc: no note (95 in a gcc build of zstd for
 * cet.h).  A header only clang's resource directory holds (ptrauth.h)
 * keeps its note: gcc would not find it.
 *
 * REQUIRES: gcc
 * RUN: %mpx-rewrite --compiler=gcc %s -o %t.c -- 2> %t.notes
 * RUN: FileCheck %s --check-prefix=NOTES < %t.notes
 * RUN: gcc %cflags -Wall -Wextra -Werror %t.c -o %t %mpxrt
 * RUN: %run %t | FileCheck %s
 */
#include <stdio.h>

// NOTES-NOT: warning:
#if __has_include(<stdio.h>) && __has_include(<cet.h>)
#define SHARED 1
#endif
#if __has_include(<mpx_no_such_header.h>)
#error "no compiler has it"
#endif
// NOTES: has_include_compiler_answer.c:[[@LINE+1]]:{{[0-9]+}}: warning: '__has_include' is answered as clang would
#if __has_include(<ptrauth.h>)
#define CLANG_ONLY 1
#endif
// NOTES-NOT: warning:

int main(void) {
  // CHECK: 1
  printf("%d\n", SHARED);
  return 0;
}
