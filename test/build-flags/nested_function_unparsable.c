/* GNU nested functions: clang cannot parse them.  mpx-rewrite run directly
 * prints clang's errors and exits 1; with --unparsable=copy (what mpx-cc
 * asks for) the file is written unchanged, with one clang-style warning and
 * a --stats count, and mpx-cc compiles it as written with the real
 * compiler, so the build succeeds.  -fmpx-strict makes it fail.
 *
 * REQUIRES: gcc
 * RUN: not %mpx-rewrite %s -- 2>&1 | FileCheck --check-prefix=DIRECT %s
 * RUN: %mpx-rewrite --unparsable=copy --stats %s -- 2> %t.err > %t.c
 * RUN: FileCheck --check-prefix=WARN %s < %t.err
 * RUN: FileCheck --check-prefix=STATS %s < %t.err
 * RUN: %cc %cflags %t.c -o %t.copy && %run %t.copy | FileCheck %s
 * RUN: %mpx-cc %cflags %s -o %t 2> %t.cc.err
 * RUN: FileCheck --check-prefix=WARN %s < %t.cc.err
 * RUN: %run %t | FileCheck %s
 * RUN: not %mpx-cc -fmpx-strict %cflags %s -o %t.strict 2>&1 | FileCheck --check-prefix=DIRECT %s
 *
 * DIRECT: nested_function_unparsable.c:[[@LINE+12]]:18: error: function definition is not allowed here
 * WARN: nested_function_unparsable.c:[[@LINE+11]]:18: warning: cannot rewrite this file (function definition is not allowed here); it is left as written, not instrumented
 * WARN-NEXT: int get(int i) { return a[i]; }
 * WARN-NEXT: {{^ *\| *\^$}}
 * WARN-NOT: error
 * STATS: files left as written (clang cannot parse them): 1
 */
#include <stdio.h>

static int outer(int *a, int n);

static int outer(int *a, int n) {
  int get(int i) { return a[i]; }
  return get(n - 1);
}

int main(void) {
  int a[3] = {1, 2, 3};
  // CHECK: 3
  printf("%d\n", outer(a, 3));
  return 0;
}
