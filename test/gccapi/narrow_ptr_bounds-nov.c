// __bnd_narrow_ptr_bounds(p, q, size): p with B(q) intersected with
// [p, p + size - 1]: p[0] and p[9] are inside, and the result's bounds are
// exactly the intersection.
// (GCC testsuite style.)  The program runs to the end.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.actual 2>&1
// RUN: FileCheck %s < %t.actual

#include <stdio.h>

int buf[100];

static volatile int k = 0;

int main(int argc, char **argv) {
  (void)argv;
  int *p = __bnd_narrow_ptr_bounds(buf + 10, buf, sizeof(int) * 10);
  int *q = __bnd_set_ptr_bounds(buf + 10, sizeof(int) * 10);
  int *r = __bnd_narrow_ptr_bounds(buf + 5, q, sizeof(int) * 10);
  p[k] = argc;
  p[k + 9] = argc;
  r[k + 5] = argc;
  r[k + 9] = argc;
  // CHECK: 1 1 1
  printf("%d %d %d\n", buf[10], buf[19], buf[14]);
  // CHECK: r [10, 14]
  printf("r [%ld, %ld]\n", (long)((const int *)__bnd_get_ptr_lbound(r) - buf),
         (long)(((const char *)__bnd_get_ptr_ubound(r) - (const char *)buf) / (long)sizeof(int)));
  // CHECK: done
  printf("done\n");
  return 0;
}
