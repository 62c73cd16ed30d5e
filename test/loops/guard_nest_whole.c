// Loop versioning of a whole nest: in a matrix product the loops over i
// and j are versioned with their nested loops, the guard ranging over
// every counter of the nest (a[i * n + k] at the corners of i and k), so
// the unchecked copy is the nest as written (compilers can then vectorise
// across j).  A matrix one element short fails the outermost guard and the
// nest runs checked; the inner guards fail in the last row, where the
// faulting access is reported at its own line.  An inner loop that does
// not run (zero columns) adds nothing to the guard.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: FileCheck %s --check-prefix=TEXT < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t short 2>&1 | FileCheck %s --check-prefix=REPORT
// STATS: loops versioned (checked only when a guard fails): 8
// STATS-NEXT: of them, loops versioned whole with the loops nested in them: 3
// TEXT: __mpx_span_ok(__MPX_INT(a), 4, __mpx_b_a

#include <stdio.h>
#include <stdlib.h>

static void product(int n, const int *a, const int *b, int *c) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      int s = 0;
      for (int k = 0; k < n; k++)
        // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in product at {{.*}}guard_nest_whole.c:[[@LINE+1]]:14: 1 byte(s) above upper bound
        s += a[i * n + k] * b[k * n + j];
      c[i * n + j] = s;
    }
}

static long columns(int rows, int cols, const int *m) {
  long s = 0;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      s += m[i * cols + j];
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  int n = 5;
  int *a = malloc((argc > 1 ? n * n - 1 : n * n) * sizeof *a);
  int *b = malloc(n * n * sizeof *b), *c = malloc(n * n * sizeof *c);
  for (int i = 0; i < n * n - 1; i++)
    a[i] = i % 7;
  if (argc == 1)
    a[n * n - 1] = 2;
  for (int i = 0; i < n * n; i++)
    b[i] = i % 3 - 1;
  product(n, a, b, c);
  long t = 0;
  for (int i = 0; i < n * n; i++)
    t += c[i] * (i + 1);
  // OK: -310 0
  printf("%ld %ld\n", t, columns(1000, 0, c));
  free(a), free(b), free(c);
  return 0;
}
