// __bnd_chk_ptr_bounds(q, size): the whole of buf, its last element, and a
// narrowed pointer's own range pass.
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
  __bnd_chk_ptr_bounds(buf + k, sizeof buf);
  __bnd_chk_ptr_bounds(buf + k + 99, sizeof(int));
  __bnd_chk_ptr_bounds(p + k, sizeof(int) * 10);
  (void)argc;
  // CHECK: done
  printf("done\n");
  return 0;
}
