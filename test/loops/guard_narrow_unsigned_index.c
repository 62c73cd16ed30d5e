// Loop versioning with index arithmetic in unsigned int, which wraps at
// 2^32, narrower than the address arithmetic: a[u - 1] for u from 1,
// a CoreMark-style row walk m[i * n + j] through unsigned counters, and
// an int counter converted to unsigned (a[k * n]).  Each such part of an
// index gets its own test in the guard, that its exact value at the first
// and the last iteration lies in 0 .. 2^32 - 1 (then it never wraps in
// between), so these loops are versioned and compute what the plain build
// does.  A loop whose u - 1 does wrap (u from 0: a[4294967295]) fails that
// test, runs checked and reports the access.  The matrix's two loops are
// versioned whole (each narrow part tested at the four corners of i and j)
// and the inner one on its own.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: FileCheck %s --check-prefix=TEXT < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t wrap 2>&1 | FileCheck %s --check-prefix=REPORT
// STATS: loops versioned (checked only when a guard fails): 4
// STATS-NEXT: of them, loops versioned whole with the loops nested in them: 1
// TEXT: __mpx_wide_fits((__mpx_wide)(u - 1), 32, 0)

#include <stdio.h>
#include <string.h>

// Sums a[first - 1] .. a[n - 1].
static long from_one(const int *a, unsigned first, unsigned n) {
  long s = 0;
  for (unsigned u = first; u <= n; u++)
    // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in from_one at {{.*}}guard_narrow_unsigned_index.c:[[@LINE+1]]:10: {{[0-9]+}} byte(s) above upper bound
    s += a[u - 1];
  return s;
}

// Adds v to every element of an n x n matrix stored by rows.
static void add_all(int *m, unsigned n, int v) {
  unsigned i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      m[i * n + j] += v;
}

// Sums column 0 of an n x n matrix: k * n with k an int converted.
static long column(const int *m, unsigned n) {
  long s = 0;
  for (int k = 0; k < (int)n; k++)
    s += m[k * n];
  return s;
}

int main(int argc, char **argv) {
  int a[4] = {1, 2, 3, 4};
  int m[9] = {0, 1, 2, 3, 4, 5, 6, 7, 8};
  add_all(m, 3, 10);
  // OK: 10 9 39
  printf("%ld %ld %ld\n", from_one(a, 1, 4), from_one(a, 2, 4), column(m, 3));
  if (argc > 1 && !strcmp(argv[1], "wrap"))
    printf("%ld\n", from_one(a, 0, 4));
  return 0;
}
