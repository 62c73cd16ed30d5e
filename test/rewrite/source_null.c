// Bounds source: a null pointer constant gets NULL bounds, so p = NULL;
// p[1000] is a reported violation (not a silent wild read, not a plain
// segfault without a report).  The correct twin points p at an array first.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stddef.h>
#include <stdio.h>

static volatile int i = 1000;
int big[1001];

int main(void) {
  // REWRITE: int *p = {{.*}}__mpx_null_to(&({{[^)]*}}))
  int *p = NULL;
#ifdef OK
  p = big;
#endif
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{0*}}fa0 in main at {{.*}}source_null.c:[[@LINE+2]]:{{[0-9]+}}: NULL bounds
  // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}__mpx_b_p{{[^;]*}}source_null.c:[[@LINE+1]]:
  printf("%d\n", p[i]);
  return 0;
}
