// A recursive function passes its parameter's bounds to itself: the access
// at the deepest level is still checked against the caller's array.
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

// REWRITE: int __mpxc_sum(const int *p, int n, __mpx_bnd __mpx_b_p
// REWRITE: __mpxc_sum(p + 1, n - 1, __mpx_arg(__mpx_b_p))
int sum(const int *p, int n) {
  if (n == 0)
    return 0;
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in sum at {{.*}}recursion.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
  return p[0] + sum(p + 1, n - 1);
}

int main(void) {
  int a[5] = {1, 2, 3, 4, 5};
#ifdef OK
  printf("%d\n", sum(a, 5));
#else
  printf("%d\n", sum(a, 6));
#endif
  return 0;
}
