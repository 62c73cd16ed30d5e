// A nest's guard tests an index at every corner of its counters: in
// m[k - i] (m pointing at the middle of an array) the lowest element is
// reached at the last i and the first k, the highest at the first i and
// the last k, neither at the corner where both counters start or both end.
// Both are in bounds for a wide enough array and the nest runs unchecked;
// one element short at the low end, only the mixed corner is out of
// bounds: the guard fails, the nest runs checked and the first faulting
// access is reported at its own line.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t low 2>&1 | FileCheck %s --check-prefix=REPORT
// STATS: of them, loops versioned whole with the loops nested in them: 1

#include <stdio.h>

static int data[9];

static long differences(const int *m, int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in differences at {{.*}}guard_nest_mixed_corners.c:[[@LINE+1]]:19: 4 byte(s) below lower bound
      s = s * 3 + m[k - i];
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  for (int i = 0; i < 9; i++)
    data[i] = i;
  // OK: 105774
  // A 5 x 5 nest reaches m[-4] .. m[4]: from data + 4 all in bounds, from
  // data + 3 one element below data.
  printf("%ld\n", differences(argc > 1 ? data + 3 : data + 4, 5) % 1000003);
  return 0;
}
