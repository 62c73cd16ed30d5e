// Loop versioning with a variable-length array as the base: its bounds
// come from its run-time size, and a bound written as
// sizeof vla / sizeof vla[0] is invariant.  A loop one element past the
// VLA's end fails the guard and is reported.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t 5 > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain 5 > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t 5 x 2>&1 | FileCheck %s --check-prefix=REPORT
// STATS: loops versioned (checked only when a guard fails): 3

#include <stdio.h>
#include <stdlib.h>

static long triangle(int n, int extra) {
  long vla[n];
  long s = 0;
  for (size_t i = 0; i < sizeof vla / sizeof vla[0]; i++)
    vla[i] = (long)i + 1;
  for (int i = 0; i < n; i++)
    s += vla[i] * vla[n - 1 - i];
  for (int i = n - 1; i >= 0 - extra; i--)
    // REPORT: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in triangle at {{.*}}guard_vla.c:[[@LINE+1]]:10: 8 byte(s) below lower bound
    s += vla[i];
  return s;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 5;
  // OK: 50
  printf("%ld\n", triangle(n, argc > 2));
  return 0;
}
