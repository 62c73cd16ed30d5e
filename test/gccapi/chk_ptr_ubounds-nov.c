// __bnd_chk_ptr_ubounds(q) checks the upper bound only: buf, buf + 99, and
// buf - 1 and buf - 10 (below the lower bound) all pass.
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
  __bnd_chk_ptr_ubounds(buf + k);
  __bnd_chk_ptr_ubounds(buf + k + 99);
  __bnd_chk_ptr_ubounds(buf + k - 1);
  __bnd_chk_ptr_ubounds(buf + k - 10);
  (void)argc;
  // CHECK: done
  printf("done\n");
  return 0;
}
