// Under -fwrapv a signed counter wraps around like an unsigned one, so a
// loop whose int counter steps by 3 may jump past its bound near INT_MAX
// and go on from INT_MIN: the guard, which assumes the counter stops at
// the bound, cannot cover it.  With -fwrapv the loop is not versioned, runs
// as the plain -fwrapv build when in bounds, and the read out of bounds
// after the wrap is reported; without -fwrapv (overflow is undefined) the
// same loop is versioned.
//
// RUN: %mpx-rewrite %s --stats -- > /dev/null 2> %t.ub.stats
// RUN: FileCheck %s --check-prefix=UB < %t.ub.stats
// RUN: %mpx-rewrite %s --stats -- -fwrapv > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: FileCheck %s --check-prefix=TEXT < %t.c
// RUN: %cc %cflags -fwrapv %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags -fwrapv %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t wrap 2>&1 | FileCheck %s --check-prefix=REPORT
// UB: loops versioned (checked only when a guard fails): 1
// STATS: loops versioned (checked only when a guard fails): 0
// TEXT-NOT: {{__mpx_span_ok\(}}

#include <limits.h>
#include <stdio.h>

// At most three iterations: from INT_MAX - 4 they are INT_MAX - 4,
// INT_MAX - 1 and (wrapped) INT_MIN + 1, whose i - first is 6.
static long sum(const int *p, int first, int last) {
  long s = 0;
  int iters = 0;
  for (int i = first; i < last; i += 3) {
    if (++iters > 3)
      break;
    // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in sum at {{.*}}not_versioned_fwrapv_step.c:[[@LINE+1]]:10: 9 byte(s) above upper bound
    s += p[i - first];
  }
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  int p[4] = {1, 2, 3, 4};
  // OK: 5 1
  printf("%ld %ld\n", sum(p, 0, 4), sum(p, INT_MAX - 3, INT_MAX));
  // volatile: gcc -O2 would see the overflow and warn
  volatile int first = INT_MAX - 4;
  if (argc > 1)
    printf("%ld\n", sum(p, first, INT_MAX));
  return 0;
}
