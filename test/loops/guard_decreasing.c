// Loop versioning of counters counting down: `i >= 0`, `i > -1` (the
// bound plus one is the last value) and a bound on the left (`0 <= i`).
// Reading a[i - 1] down to i == 0 is one element below the array: the
// guard fails and the checked copy reports it below the lower bound.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t x 2>&1 | FileCheck %s --check-prefix=REPORT
// STATS: loops versioned (checked only when a guard fails): 4

#include <stdio.h>

static long ge_zero(const int *a, int n) {
  long s = 0;
  for (int i = n - 1; i >= 0; i--)
    s = s * 10 + a[i];
  return s;
}

static long gt_minus_one(const int *a, long n) {
  long s = 0;
  for (long i = n - 1; i > -1; --i)
    s = s * 10 + a[i];
  return s;
}

static long bound_on_left(const int *a, int n) {
  long s = 0;
  for (int i = n - 1; 0 <= i; i--)
    s = s * 10 + *(a + i);
  return s;
}

static long previous(const int *a, int n, int last) {
  long s = 0;
  for (int i = n; i >= last; i--)
    // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in previous at {{.*}}guard_decreasing.c:[[@LINE+1]]:18: 4 byte(s) below lower bound
    s = s * 10 + a[i - 1];
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  int a[4] = {1, 2, 3, 4};
  // OK: 4321 4321 4321 4321 0
  printf("%ld %ld %ld %ld %ld\n", ge_zero(a, 4), gt_minus_one(a, 4),
         bound_on_left(a, 4), previous(a, 4, 1), ge_zero(a, 0));
  if (argc > 1)
    printf("%ld\n", previous(a, 4, 0));
  return 0;
}
