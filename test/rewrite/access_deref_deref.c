// Access form: *(*pp + 1).  The read of *pp is checked against B(pp); the
// pointer it yields was stored in memory and gets its bounds back from the
// bounds table, so *(*pp + 1) is checked against the array it points to.
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
static volatile int k = 0;
#else
static volatile int k = 1;
#endif

int main(void) {
  int two[2] = {1, 2};
  int one[1] = {3};
  int *ptrs[2];
  ptrs[0] = two;
  ptrs[1] = one;
  int **pp = ptrs;
  int first = *(*pp + 1);
  pp += 1;
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}access_deref_deref.c:[[@LINE+4]]:{{[0-9]+}}: 1 byte(s) above upper bound
  // The inner pointer is checked, then its bounds loaded from the table
  // (the load wraps the check: the check is evaluated first).
  // REWRITE: __mpx_ldxp(&((*(int **)__mpx_check_rp(&(*pp), 8, __mpx_b_pp{{[^;]*}}access_deref_deref.c:[[@LINE+1]]:
  int second = *(*pp + k);
  printf("%d %d\n", first, second);
  return 0;
}
