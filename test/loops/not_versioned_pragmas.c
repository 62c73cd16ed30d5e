// Loops versioning must leave alone because a pragma applies to them:
// _Pragma written before the loop, one coming from a macro, and `#pragma
// GCC unroll` after a blank line and a comment.  The guard would come
// between the pragma and its loop, so none is versioned and each loop
// runs checked as it did.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: FileCheck %s --check-prefix=TEXT < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t x 2>&1 | FileCheck %s --check-prefix=REPORT
// STATS: loops versioned (checked only when a guard fails): 0
// TEXT-NOT: {{__mpx_span_ok\(}}

#include <stdio.h>

#define UNROLL4 _Pragma("GCC unroll 4")

static long with_pragma_operator(const int *a, int n) {
  long s = 0;
  _Pragma("GCC unroll 2")
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

static long with_pragma_macro(const int *a, int n) {
  long s = 0;
  UNROLL4 for (int i = 0; i < n; i++)
    s += 2 * a[i];
  return s;
}

static void with_unroll(int *a, const int *b, int n) {
#pragma GCC unroll 8

  // b does not overlap a
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in with_unroll at {{.*}}not_versioned_pragmas.c:[[@LINE+1]]:13: 1 byte(s) above upper bound
    a[i] += b[i];
}

int main(int argc, char **argv) {
  (void)argv;
  int a[4] = {1, 2, 3, 4}, b[4] = {10, 20, 30, 40};
  with_unroll(a, b, 4);
  // OK: 110 220
  printf("%ld %ld\n", with_pragma_operator(a, 4), with_pragma_macro(a, 4));
  volatile int four = 4; // gcc -O3 would see the overflow and warn
  if (argc > 1)
    with_unroll(a, b + 1, four);
  return 0;
}
