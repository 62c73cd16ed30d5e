// Nests whose outer loop is not versioned whole (each inner loop still is,
// on its own): a triangular nest, whose inner bound is the outer counter;
// an inner counter declared in the outer loop's body (the guard, written
// before the nest, could not name its type); an inner bound the outer loop
// changes.  Each computes what the plain build does, and an overflow in
// the triangular nest is reported at its own line.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t over 2>&1 | FileCheck %s --check-prefix=REPORT
// STATS: loops versioned (checked only when a guard fails): 4
// STATS-NOT: loops versioned whole

#include <stdio.h>

static int a[16];

static long triangle(int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in triangle at {{.*}}guard_nest_not_whole.c:[[@LINE+1]]:19: 1 byte(s) above upper bound
      s = s * 3 + a[i + j];
  return s % 1000003;
}

static long declared_inside(int n) {
  long s = 0;
  for (int i = 0; i < 4; i++) {
    int j;
    for (j = 0; j < n; j++)
      s = s * 5 + a[i * 4 + j];
  }
  return s % 1000003;
}

static long bound_changes(int n) {
  long s = 0;
  for (int i = 0; i < 4; i++) {
    for (int j = 0; j < n; j++)
      s = s * 7 + a[i + j];
    n--;
  }
  return s % 1000003;
}

int main(int argc, char **argv) {
  (void)argv;
  for (int i = 0; i < 16; i++)
    a[i] = i;
  // OK: [[T:[0-9]+]] [[D:[0-9]+]] [[B:[0-9]+]]
  printf("%ld %ld %ld\n", triangle(argc > 1 ? 10 : 9), declared_inside(4),
         bound_changes(12));
  return 0;
}
