// Mutually recursive functions (one declared before the other is defined)
// hand the bounds back and forth.
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

static int odd_sum(const int *p, int n);

// REWRITE: static int __mpxc_even_sum(const int *p, int n, __mpx_bnd __mpx_b_p
// REWRITE: __mpxc_odd_sum(p + 1, n - 1, __mpx_arg(__mpx_b_p))
static int even_sum(const int *p, int n) {
  if (n <= 0)
    return 0;
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in even_sum at {{.*}}mutual_recursion.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
  return p[0] + odd_sum(p + 1, n - 1);
}

// REWRITE: static int __mpxc_odd_sum(const int *p, int n, __mpx_bnd __mpx_b_p
// REWRITE: __mpxc_even_sum(p + 1, n - 1, __mpx_arg(__mpx_b_p))
static int odd_sum(const int *p, int n) {
  if (n <= 0)
    return 0;
  return -p[0] + even_sum(p + 1, n - 1);
}

int main(void) {
  int a[6] = {10, 1, 20, 2, 30, 3};
#ifdef OK
  printf("%d\n", even_sum(a, 6));
#else
  printf("%d\n", even_sum(a, 7));
#endif
  return 0;
}
