// __bnd_narrow_ptr_bounds(p, q, size): p with B(q) intersected with
// [p, p + size - 1].  q's lower bound (buf + 10) wins over p (buf + 5), so
// r[4] (buf[9]) is below the lower bound.
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
  int *q = __bnd_set_ptr_bounds(buf + 10, sizeof(int) * 10);
  int *r = __bnd_narrow_ptr_bounds(buf + 5, q, sizeof(int) * 10);
  r[k + 5] = argc;
  // CHECK: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}narrow_ptr_bounds-lbv.c:[[@LINE+1]]:3: 4 byte(s) below lower bound of
  r[k + 4] = argc;
  fprintf(stderr, "not reached\n");
  return 0;
}
