// A variadic function is not cloned; its fixed pointer parameter gets the
// caller's bounds through the hand-off area, so its overflow is reported.
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

static int fill_ints(int *out, int n, ...) {
  va_list ap;
  va_start(ap, n);
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in fill_ints at {{.*}}variadic_fixed_param.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
    out[i] = va_arg(ap, int);
  va_end(ap);
  return n;
}

int main(int argc, char **argv) {
  (void)argv;
  int v[3];
  fill_ints(v, argc + 2 + OVER, 7, 8, 9, 10);
  printf("%d %d %d\n", v[0], v[1], v[2]);
  return 0;
}
