// __bnd_copy_ptr_bounds(q, r): q with B(r); p = buf + 10 with the bounds
// of buf, so p[-11] (buf[-1]) is below them.
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
  (void)argv;
  int *p = __bnd_copy_ptr_bounds(buf + 10, buf);
  // CHECK: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}copy_ptr_bounds-lbv.c:[[@LINE+1]]:3: 4 byte(s) below lower bound of
  p[k - 11] = argc;
  fprintf(stderr, "not reached\n");
  return 0;
}
