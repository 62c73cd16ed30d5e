// Bounds source: &p[i] and &a[i] keep the whole array's bounds (not the
// element's): q = &a[2] may read q[-2] and q[1], but q[2] is past the array.
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
static volatile int i = 1;
#else
static volatile int i = 2;
#endif

int main(void) {
  int a[4] = {1, 2, 3, 4};
  int *p = a;
  // REWRITE: int *q = ({{.*}}__mpx_make_to(&({{[^)]*}}), a, sizeof(a)){{.*}}&a[2])
  int *q = &a[2];
  // REWRITE: int *r = ((void)(__mpx_set(__mpx_b_r{{[_0-9]*}}, __mpx_b_p{{[_0-9]*}})), &p[1])
  int *r = &p[1];
  printf("%d %d %d\n", q[-2], q[1], r[-1]);
  // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}source_addr_of_element.c:[[@LINE+2]]:3: 1 byte(s) above upper bound
  // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_b_q{{[^;]*}}source_addr_of_element.c:[[@LINE+1]]:3"
  q[i] = 0;
  r[i + 1] = 7;
  printf("%d\n", a[3]);
  return 0;
}
