// Bounds source: p - i keeps B(p): stepping back from the end of an array to
// before its start and reading there is an underflow of the array.
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
  int a[4] = {1, 2, 3, 4};
  int *end = a + 4;
  // REWRITE: int *q = ((void)(__mpx_set(__mpx_b_q{{[_0-9]*}}, __mpx_b_end{{[_0-9]*}})), end - i)
  int *q = end - i;
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}source_ptr_sub.c:[[@LINE+2]]:{{[0-9]+}}: 4 byte(s) below lower bound
  // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}__mpx_b_q{{[^;]*}}source_ptr_sub.c:[[@LINE+1]]:
  printf("%d\n", *q);
  return 0;
}
