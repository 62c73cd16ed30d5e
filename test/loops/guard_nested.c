// Loop versioning of nested loops: a row-major walk (a[i * n + j], j the
// inner counter) is versioned whole, its guard ranging over i and j, and
// its inner loop on its own inside the checked copy; a loop whose body
// holds a while loop that only reads a[i] is versioned whole.  Accesses
// m[i][j] to a 2-D array are flattened to element i * 4 + j of m, so the
// loops over m (here and in main) are versioned as nests too.  A last row
// one element short fails the outer guard; the inner guard, once per row,
// fails in that row, where the access is reported.  (Main's first loop is
// versioned too.)
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t x 2>&1 | FileCheck %s --check-prefix=REPORT
// STATS: loops versioned (checked only when a guard fails): 8
// STATS-NEXT: of them, loops versioned whole with the loops nested in them: 3

#include <stdio.h>
#include <stdlib.h>

static long row_major(const int *a, int rows, int n) {
  long s = 0;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < n; j++)
      // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in row_major at {{.*}}guard_nested.c:[[@LINE+1]]:20: 1 byte(s) above upper bound
      s = (s * 3 + a[i * n + j]) % 1000003;
  return s;
}

static long repeat_each(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    int k = 0;
    while (k < a[i]) {
      s += a[i];
      k++;
    }
  }
  return s;
}

static long two_dim(int m[3][4]) {
  long s = 0;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      s += m[i][j] * (i + 1);
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  int rows = 3, n = 4;
  int *a = malloc((argc > 1 ? rows * n - 1 : rows * n) * sizeof *a);
  int m[3][4];
  for (int i = 0; i < rows * n - 1; i++)
    a[i] = i % 4;
  if (argc == 1)
    a[rows * n - 1] = 3;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      m[i][j] = j;
  // OK: 119574 14 36
  printf("%ld %ld %ld\n", row_major(a, rows, n), repeat_each(a, n),
         two_dim(m));
  free(a);
  return 0;
}
