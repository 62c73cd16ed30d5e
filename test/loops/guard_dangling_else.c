// Loop versioning of loops inside if/else without braces: a loop as the
// `then` branch followed by `else`, a loop after `else`, and a loop whose
// body is an if/else ending in the loop's ';'.  The braces around the two
// copies keep each `else` with its `if`: results match the plain build
// and an overrun in the `then` loop is reported at its line.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t x 2>&1 | FileCheck %s --check-prefix=REPORT
// STATS: loops versioned (checked only when a guard fails): 2

#include <stdio.h>

static int clamp_all(int *a, int n, int lo, int hi) {
  int changed = 0;
  if (lo <= hi)
    for (int i = 0; i < n; i++)
      // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in clamp_all at {{.*}}guard_dangling_else.c:[[@LINE+1]]:11: 1 byte(s) above upper bound
      if (a[i] < lo) a[i] = lo, changed++;
      else if (a[i] > hi) a[i] = hi, changed++;
      else changed += 0;
  else
    for (int i = 0; i < n; i++)
      a[i] = lo;
  return changed;
}

int main(int argc, char **argv) {
  (void)argv;
  int a[6] = {-5, 3, 9, 12, 0, 7};
  // OK: 2: 0 3 9 10 0 7
  int c = clamp_all(a, 6, 0, 10);
  printf("%d: %d %d %d %d %d %d\n", c, a[0], a[1], a[2], a[3], a[4], a[5]);
  // OK: 0: 4 4 4 4 4 7
  c = clamp_all(a, 5, 4, 2);
  printf("%d: %d %d %d %d %d %d\n", c, a[0], a[1], a[2], a[3], a[4], a[5]);
  if (argc > 1)
    clamp_all(a, 7, 0, 10);
  return 0;
}
