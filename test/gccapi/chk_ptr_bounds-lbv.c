// __bnd_chk_ptr_bounds(q, size): checks [q, q + size - 1] against B(q);
// buf - 1 for 4 bytes is below the lower bound.
// (GCC testsuite style, gcc.target/i386/mpx.)  The input has no #include
// of mpxrt.h: the rewriter knows the built-ins.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s

#include <stdio.h>

int buf[100];

static volatile int k = 0;

int main(int argc, char **argv) {
  (void)argc, (void)argv;
  // CHECK: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}chk_ptr_bounds-lbv.c:[[@LINE+1]]:3: 4 byte(s) below lower bound of
  __bnd_chk_ptr_bounds(buf + k - 1, sizeof(int));
  fprintf(stderr, "not reached\n");
  return 0;
}
