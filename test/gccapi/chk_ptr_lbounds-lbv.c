// __bnd_chk_ptr_lbounds(q): checks q against its lower bound; buf - 1 is
// below it, reported at the call.
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
  // CHECK: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}chk_ptr_lbounds-lbv.c:[[@LINE+1]]:3: 4 byte(s) below lower bound of
  __bnd_chk_ptr_lbounds(buf + k - 1);
  fprintf(stderr, "not reached\n");
  return 0;
}
