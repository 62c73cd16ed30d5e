// Bounds source: an assignment used as a value, *(q = p + 5), has the bounds
// just given to q (B(p)), and q keeps them afterwards.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

#ifdef OK
static volatile int i = 4;
#else
static volatile int i = 5;
#endif

int main(void) {
  int a[5] = {1, 2, 3, 4, 5};
  int *p = a, *q;
  int x = *(q = p + 1);
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}source_assign_value.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound
  // REWRITE: __mpx_check_r{{(pb)?}}({{[^;]*}}__mpx_b_q{{[^;]*}}source_assign_value.c:[[@LINE+1]]:
  int y = *(q = p + i);
  printf("%d %d %d\n", x, y, q[-1]);
  return 0;
}
