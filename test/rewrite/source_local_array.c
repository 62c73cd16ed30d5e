// Bounds source: a local array decaying to a pointer (int *p = a) carries the
// whole array's bounds, and a[i] itself is checked against sizeof(a).
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
static volatile int n = 7;
#else
static volatile int n = 8;
#endif

int main(void) {
  short a[8] = {0};
  // REWRITE: short *p = ({{.*}}__mpx_make_to(&({{[^)]*}}), a, sizeof(a))
  short *p = a;
  // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_make(a, sizeof(a)){{[^;]*}}source_local_array.c:[[@LINE+1]]:3"
  a[n - 1] = 3;
  // REPORT: mpx: bounds violation: write of size 2 at 0x{{[0-9a-f]+}} in main at {{.*}}source_local_array.c:[[@LINE+2]]:3: 1 byte(s) above upper bound
  // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_b_p{{[^;]*}}source_local_array.c:[[@LINE+1]]:3"
  p[n] = 4;
  printf("%d %d\n", a[6], a[7]);
  return 0;
}
