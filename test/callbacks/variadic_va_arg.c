// A variadic function reads pointers with va_arg: each pointer argument is
// recorded with its bounds, and va_arg gets them back, so the overflow of
// the one short array is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef OK
#define OVER 0
#else
#define OVER 1
#endif
#include <stdarg.h>

static int sum_pairs(int count, ...) {
  va_list ap;
  va_start(ap, count);
  int s = 0;
  for (int i = 0; i < count; i++) {
    const int *q = va_arg(ap, const int *);
    // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in sum_pairs at {{.*}}variadic_va_arg.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
    s += q[0] + q[1];
  }
  va_end(ap);
  return s;
}

int main(void) {
  int a[2] = {1, 2}, b[2] = {3, 4};
#ifdef OK
  int c[2] = {5, 6};
#else
  int c[1] = {5};
#endif
  printf("%d\n", sum_pairs(3, a, b, c));
  return 0;
}
