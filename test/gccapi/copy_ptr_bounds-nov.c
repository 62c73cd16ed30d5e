// __bnd_copy_ptr_bounds(q, r): q with B(r); a pointer narrowed to one
// element gets all of buf back, so p[-10] and p[89] are inside.
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
  int *one = __bnd_set_ptr_bounds(buf + 10, sizeof(int));
  int *p = __bnd_copy_ptr_bounds(one, buf);
  p[k - 10] = argc;
  p[k + 89] = argc;
  // CHECK: 1 1
  printf("%d %d\n", buf[0], buf[99]);
  // CHECK: done
  printf("done\n");
  return 0;
}
