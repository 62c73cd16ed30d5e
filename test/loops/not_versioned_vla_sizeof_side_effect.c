// Loops versioning must leave alone because their first value or their
// bound is a sizeof of a variable-length array type whose size has a side
// effect: sizeof(char[++k]) evaluates ++k, so a guard spelling it once more
// would increment k once more than the program does.  Neither loop is
// versioned, and k and m count as in the plain build (once for the init,
// once per test of the condition).
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: FileCheck %s --check-prefix=TEXT < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// STATS: loops versioned (checked only when a guard fails): 0
// TEXT-NOT: {{__mpx_span_ok\(}}

#include <stdio.h>
#include <stdlib.h>

static int k, m;

static void fill_from(int *a, unsigned long n) {
  for (unsigned long i = sizeof(char[++k]) - 1; i < n; i++)
    a[i] = (int)i;
}

static long sum_to(const int *a) {
  long s = 0;
  for (unsigned long i = 0; i < sizeof(char[(++m, 3)]); i++)
    s += a[i];
  return s;
}

int main(void) {
  int *a = malloc(4 * sizeof *a);
  fill_from(a, 4);
  // OK: k=1 3
  printf("k=%d %d\n", k, a[3]);
  long s = sum_to(a);
  // OK-NEXT: m=4 s=3
  printf("m=%d s=%ld\n", m, s);
  free(a);
  return 0;
}
