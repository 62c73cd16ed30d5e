// A comparator defined in the file is passed to qsort: qsort calls it by its
// original name (the forwarder), and the program runs clean. The error twin
// overflows the array given to the comparator's own helper directly.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

// REWRITE: static int __mpxc_cmp(const void *a, const void *b, __mpx_bnd __mpx_b_a{{.*}}, __mpx_bnd __mpx_b_b
// REWRITE: static {{.*}}int cmp(const void *a, const void *b) {{{.*}}__mpxc_cmp(a, b,
static int cmp(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

static int largest(const int *v, int n) {
  int m = v[0];
  for (int i = 1; i < n; i++)
    // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in largest at {{.*}}qsort_comparator.c:[[@LINE+1]]:9: 1 byte(s) above upper bound
    if (v[i] > m)
      m = v[i];
  return m;
}

int main(void) {
  int v[7] = {5, -3, 9, 0, 12, 7, 1};
  qsort(v, 7, sizeof v[0], cmp);
  for (int i = 0; i < 7; i++)
    printf("%d ", v[i]);
  printf("\n");
  fflush(stdout);
#ifdef OK
  printf("max %d\n", largest(v, 7));
#else
  printf("max %d\n", largest(v, 8));
#endif
  return 0;
}
