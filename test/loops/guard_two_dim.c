// Loop versioning of a 2-D array: m[i][j] of int m[3][4] is element
// i * 4 + j of m, so the guard spans the flattened elements; reading past
// m's last element fails it and is reported.  Under --narrow=innermost the
// bounds are the row's, which the guard does not model: the loop is left
// checked, and the row overflow is reported.  main's nest of two loops is
// versioned whole, and its inner loop on its own.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected && diff %t.expected %t.out
// RUN: not --crash %t past 2>&1 | FileCheck %s --check-prefix=PAST
// RUN: %mpx-rewrite %s --narrow=innermost --stats -- > %t.inner.c 2> %t.inner.stats
// RUN: FileCheck %s --check-prefix=INNER-STATS < %t.inner.stats
// RUN: %cc %cflags %t.inner.c -o %t.inner %mpxrt
// RUN: not --crash %t.inner past 2>&1 | FileCheck %s --check-prefix=INNER
// STATS: loops versioned (checked only when a guard fails): 3
// STATS-NEXT: of them, loops versioned whole with the loops nested in them: 1
// INNER-STATS: loops versioned (checked only when a guard fails): 0

#include <stdio.h>

static int m[3][4];
static volatile int over = 1;

static long row_sum(int i, int width) {
  long s = 0;
  for (int j = 0; j < width; j++)
    // PAST: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in row_sum at {{.*}}guard_two_dim.c:[[@LINE+2]]:10: 1 byte(s) above upper bound
    // INNER: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in row_sum at {{.*}}guard_two_dim.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += m[i][j];
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      m[i][j] = 10 * i + j;
  // OK: 6 46 86
  printf("%ld %ld %ld\n", row_sum(0, 4), row_sum(1, 4) + row_sum(0, 0),
         row_sum(2, 4));
  if (argc > 1)
    printf("%ld\n", row_sum(2, 4 + over));
  return 0;
}
