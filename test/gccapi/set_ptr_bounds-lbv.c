// __bnd_set_ptr_bounds(q, size): q with bounds [q, q + size - 1]; p[-1]
// is below them (though inside buf) and reported.
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
  int *p = __bnd_set_ptr_bounds(buf + 10, sizeof(int) * 10);
  // CHECK: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}set_ptr_bounds-lbv.c:[[@LINE+1]]:3: 4 byte(s) below lower bound of
  p[k - 1] = argc;
  fprintf(stderr, "not reached\n");
  return 0;
}
