// Loop versioning: indices linear in the loop variable with invariant
// coefficients (a[i * n + k], b[k * n + j], *(p - k), p[2 * k + 1]) are
// covered by evaluating them at the first and last iteration; a product
// of matrices one row too short is caught by the checked copy.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: not --crash %t short 2>&1 | FileCheck %s --check-prefix=REPORT
// STATS: loops versioned (checked only when a guard fails): 3

#include <stdio.h>
#include <stdlib.h>

static double dot(int n, int i, int j, const double *a, const double *b) {
  double s = 0;
  for (int k = 0; k < n; k++)
    // REPORT: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in dot at {{.*}}guard_linear_index.c:[[@LINE+1]]:25: 1 byte(s) above upper bound
    s += a[i * n + k] * b[k * n + j];
  return s;
}

static long odd_and_back(const int *p, int n) {
  long s = 0;
  for (int k = 0; k < n; k++)
    s += p[2 * k + 1] - *(p + 2 * n - 1 - k);
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  int n = 4;
  double *a = malloc(n * n * sizeof *a);
  double *b = malloc((argc > 1 ? n * n - 1 : n * n) * sizeof *b);
  int p[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  for (int i = 0; i < n * n; i++)
    a[i] = i;
  for (int i = 0; i < (argc > 1 ? n * n - 1 : n * n); i++)
    b[i] = 1;
  double t = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      t += dot(n, i, j, a, b);
  // OK: 480 -6
  printf("%.0f %ld\n", t, odd_and_back(p, 4));
  free(a);
  free(b);
  return 0;
}
