// A pointer a loop only moves up that starts below its lower bound: the
// test before the loop fails, so every access in the loop is checked in
// full.  Reading p[1] .. from p = a - 1 stays in bounds and runs as the
// plain build does (no false report); reading *p from p = a - 1 is
// reported below the lower bound, at the access's own line, and in mode
// count the accesses in bounds after it run as they should.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t below 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: env MPXRT_OPTIONS=mode=count %t below 2>&1 | FileCheck %s --check-prefix=COUNT
// STATS: checks whose lower test is made once before their loop (a pointer it only moves up): 2

#include <stdio.h>
#include <string.h>

// Sums p[1] for n steps of p, starting from p.
static long next_sum(const int *p, int n) {
  long s = 0;
  for (; n > 0; n--, p++)
    s += p[1];
  return s;
}

// Sums *p for n steps of p, starting from p.
static long this_sum(const int *p, int n) {
  long s = 0;
  while (n-- > 0) {
    // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in this_sum at {{.*}}upward_pointer_below_lower.c:[[@LINE+2]]:10: 4 byte(s) below lower bound
    // COUNT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in this_sum at {{.*}}upward_pointer_below_lower.c:[[@LINE+1]]:10: 4 byte(s) below lower bound
    s += *p;
    p++;
  }
  return s;
}

// One element: read through a volatile, so that no compiler sees a[-1]
// (GCC's -Warray-bounds at -O2).
static volatile int one = 1;

int main(int argc, char **argv) {
  int a[4] = {1, 2, 3, 4};
  // OK: 10
  printf("%ld\n", next_sum(a - one, 4));
  if (argc > 1 && !strcmp(argv[1], "below")) {
    int b[5] = {100, 1, 2, 3, 4};
    // COUNT: 110
    printf("%ld\n", this_sum(b + 1, 4) + this_sum(a - one, 1) * 0 + 100);
  }
  return 0;
}
