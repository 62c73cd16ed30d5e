// __bnd_set_ptr_bounds(q, size): q with bounds [q, q + size - 1]; p[0]
// and p[9] are inside them.
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
  int *p = __bnd_set_ptr_bounds(buf + 10, sizeof(int) * 10);
  p[k] = argc;
  p[k + 9] = argc;
  // CHECK: 1 1
  printf("%d %d\n", buf[10], buf[19]);
  // CHECK: done
  printf("done\n");
  return 0;
}
