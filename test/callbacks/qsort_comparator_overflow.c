// qsort calls the comparator with bounds of one element each (the size
// given to qsort): a comparator reading past its element
// (((const int *)a)[1] on an array of int sorted with size sizeof(int)) is
// reported, even where the neighbour is inside the array.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef OK
#define OVER 0
#else
#define OVER 1
#endif

static int reach;

static int cmp(const void *a, const void *b) {
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in cmp at {{.*}}qsort_comparator_overflow.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  int x = ((const int *)a)[reach], y = ((const int *)b)[0];
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  (void)argv;
  reach = argc - 1 + OVER;
  int v[6] = {4, 1, 5, 9, 2, 6};
  qsort(v, 6, sizeof(int), cmp);
  for (int i = 0; i < 6; i++)
    printf("%d ", v[i]);
  printf("\n");
  return 0;
}
