// Arguments with side effects, f(p++, g()), are evaluated exactly once each
// when the call is rewritten to the clone (bounds arguments must not repeat
// them): the output equals the plain build's, and the overflow through the
// advanced pointer is still caught.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

static int calls;

static int g(void) { return ++calls; }

// REWRITE: int __mpxc_f(int *p, int k, __mpx_bnd __mpx_b_p
int f(int *p, int k) {
  // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in f at {{.*}}side_effects.c:[[@LINE+1]]:3: 9 byte(s) above upper bound
  p[k] += 100;
  return k;
}

int main(void) {
  int a[4] = {0, 1, 2, 3};
  int *p = a;
  int r1 = f(p++, g());
  int r2 = f(p++, g());
  printf("r %d %d calls %d offset %d\n", r1, r2, calls, (int)(p - a));
  printf("a %d %d %d %d\n", a[0], a[1], a[2], a[3]);
#ifndef OK
  fflush(stdout);
  f(p++, g() + 1);
#endif
  return 0;
}
