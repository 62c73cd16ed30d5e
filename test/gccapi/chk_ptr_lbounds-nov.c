// __bnd_chk_ptr_lbounds(q) checks the lower bound only: buf, buf + 99, and
// buf + 100 and buf + 1000 (above the upper bound) all pass.
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
  __bnd_chk_ptr_lbounds(buf + k);
  __bnd_chk_ptr_lbounds(buf + k + 99);
  __bnd_chk_ptr_lbounds(buf + k + 100);
  __bnd_chk_ptr_lbounds(buf + k + 1000);
  (void)argc;
  // CHECK: done
  printf("done\n");
  return 0;
}
