// __bnd_chk_ptr_ubounds(q): checks q against its upper bound; buf + 100 is
// above it, reported at the call.
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
  // CHECK: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}chk_ptr_ubounds-ubv.c:[[@LINE+1]]:3: 1 byte(s) above upper bound of
  __bnd_chk_ptr_ubounds(buf + k + 100);
  fprintf(stderr, "not reached\n");
  return 0;
}
