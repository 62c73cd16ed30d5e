// Loop versioning: an unsigned counter counting down with `i >= lo` wraps
// past zero when lo is 0; the guard refuses that bound, and the checked
// copy reports the read at a[UINT_MAX].  With lo = 1 the guard passes.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t 1 > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// STATS: loops versioned (checked only when a guard fails): 1

#include <stdio.h>
#include <stdlib.h>

static long sum_down(const int *a, unsigned hi, unsigned lo) {
  long s = 0;
  for (unsigned i = hi; i >= lo; i--)
    // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in sum_down at {{.*}}guard_unsigned_countdown.c:[[@LINE+1]]:10: {{[0-9]+}} byte(s) above upper bound
    s += a[i];
  return s;
}

int main(int argc, char **argv) {
  int a[4] = {1, 2, 3, 4};
  unsigned lo = argc > 1 ? (unsigned)atoi(argv[1]) : 0;
  // OK: sum 9
  printf("sum %ld\n", sum_down(a, 3, lo));
  return 0;
}
