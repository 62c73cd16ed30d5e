// Loop versioning: counters stepping by 3 (up with i += 3, down with
// i -= 3) are covered by the span between the first value and the bound,
// which holds every value the counter takes.  A loop whose last step
// lands exactly one element past the array fails the guard and the
// checked copy reports it; one whose steps stop before the end runs clean
// either way, the same as the plain build.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t up 2>&1 | FileCheck %s --check-prefix=UP
// RUN: not --crash %t down 2>&1 | FileCheck %s --check-prefix=DOWN
// STATS: loops versioned (checked only when a guard fails): 2

#include <stdio.h>
#include <string.h>

static long every_third(const short *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i += 3)
    // UP: mpx: bounds violation: read of size 2 at 0x{{[0-9a-f]+}} in every_third at {{.*}}guard_step_three.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += a[i];
  return s;
}

static long every_third_down(const short *a, int hi) {
  long s = 0;
  for (int i = hi; i >= 0; i -= 3)
    // DOWN: mpx: bounds violation: read of size 2 at 0x{{[0-9a-f]+}} in every_third_down at {{.*}}guard_step_three.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += a[i];
  return s;
}

int main(int argc, char **argv) {
  short a[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
  const char *mode = argc > 1 ? argv[1] : "";
  // i = 0, 3, 6 with n = 9 (the span 0..8 is in bounds) and n = 7, 8.
  // OK: 12 12 12
  printf("%ld %ld %ld\n", every_third(a, 9), every_third(a, 7),
         every_third(a, 8));
  // i = 8, 5, 2 and i = 7, 4, 1.
  // OK: 18 15
  printf("%ld %ld\n", every_third_down(a, 8), every_third_down(a, 7));
  // i = 0, 3, 6, 9: a[9] is one past the end.
  if (!strcmp(mode, "up"))
    printf("%ld\n", every_third(a, 10));
  // i = 9, 6, 3, 0: the first read is one past the end.
  if (!strcmp(mode, "down"))
    printf("%ld\n", every_third_down(a, 9));
  return 0;
}
