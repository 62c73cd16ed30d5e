// Loop versioning with casts in the index: widening casts keep the index
// exact ((long)i, (long)(i - 1), (ptrdiff_t)i, and (size_t)i, where a
// negative i would become too large for any bounds), so those loops are
// versioned and (long)(i - 1) at i == 0 is reported below the array.
// Narrowing casts and same-width sign changes ((unsigned)i,
// (signed char)i) can wrap between the first and last iteration, so that
// loop is not versioned; all of them compute what the plain build does.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t x 2>&1 | FileCheck %s --check-prefix=REPORT
// STATS: loops versioned (checked only when a guard fails): 3

#include <stddef.h>
#include <stdio.h>

static long widened(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    s = s * 10 + a[(long)i] + a[(size_t)i];
  return s;
}

static long previous(const int *a, int from, int n) {
  long s = 0;
  for (int i = from; i < n; i++)
    // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in previous at {{.*}}guard_index_casts.c:[[@LINE+1]]:18: 4 byte(s) below lower bound
    s = s * 10 + a[(long)(i - 1)];
  return s;
}

static long from_end(const int *a, int n) {
  long s = 0;
  for (int i = 1; i <= n; i++)
    s = s * 10 + *(a + (n - (ptrdiff_t)i));
  return s;
}

static long narrowed(const int *a, int n) { // not versioned
  long s = 0;
  for (int i = 0; i < n; i++)
    s = s * 10 + a[(unsigned)i] + a[(signed char)i];
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  int a[4] = {1, 2, 3, 4};
  // OK: 2468 123 4321 2468
  printf("%ld %ld %ld %ld\n", widened(a, 4), previous(a, 1, 4), from_end(a, 4),
         narrowed(a, 4));
  if (argc > 1)
    printf("%ld\n", previous(a, 0, 4));
  return 0;
}
