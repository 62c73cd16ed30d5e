// qsort checks the whole array, n * size bytes, before sorting: n one too
// large is reported at the call as a write of size 20. The comparator's
// arguments have the bounds of one element: reading the next element
// through one is reported in the comparator.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=ARRAY
// RUN: not --crash %t cmp 2>&1 | FileCheck %s --check-prefix=CMP
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected && %t.plain cmp >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual && %t.ok cmp >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

#ifdef OK
static volatile size_t n = 4;
static volatile int k = 0;
#else
static volatile size_t n = 5;
static volatile int k = 1;
#endif

static int cmp(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

static int cmp_peek(const void *a, const void *b) {
  // CMP: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in cmp_peek at {{.*}}qsort.c:[[@LINE+1]]:11: 1 byte(s) above upper bound
  int x = ((const int *)a)[k], y = *(const int *)b;
  return (x > y) - (x < y) + 0 * x;
}

struct arr {
  int v[4];
  int canary;
};

int main(int argc, char **argv) {
  (void)argv;
  struct arr s = {{3, 1, 4, 2}, -1};
  if (argc < 2) {
    // ARRAY: mpx: bounds violation: write of size 20 at 0x{{[0-9a-f]+}} in main at {{.*}}qsort.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    qsort(s.v, n, sizeof s.v[0], cmp);
  } else {
    int w[4] = {3, 1, 4, 2};
    qsort(w, 4, sizeof w[0], cmp_peek);
    printf("%d\n", w[0] + w[3]);
  }
  fprintf(stderr, "after\n");
  // ARRAY-NOT: after
  // CMP-NOT: after
  printf("%d %d %d %d %d\n", s.v[0], s.v[1], s.v[2], s.v[3], s.canary);
  return 0;
}
