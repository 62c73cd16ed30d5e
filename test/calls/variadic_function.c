// A variadic function defined in the file is not cloned (--stats says so):
// it keeps its own signature, its correct calls run clean, and an array it
// declares itself is checked. (Its pointer arguments get their bounds
// through the hand-off area: see test/callbacks/variadic_*.c.)
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual
// RUN: %mpx-rewrite --stats %s -- > /dev/null 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats

#include <stdarg.h>
#include <stdio.h>

// STATS: INIT: parameters of uncloned function (variadic function): 1
// REWRITE: int sum_all(const int *first, int count, ...)
// REWRITE-NOT: __mpxc_sum_all(
int sum_all(const int *first, int count, ...) {
  int seen[3] = {0, 0, 0};
  int s = first[0];
  va_list ap;
  va_start(ap, count);
  for (int i = 0; i < count; i++) {
    const int *q = va_arg(ap, const int *);
    s += q[0] + q[1];
    // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in sum_all at {{.*}}variadic_function.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    seen[i] = q[1];
  }
  va_end(ap);
  return s + seen[0];
}

int main(void) {
  int a[2] = {1, 2}, b[2] = {3, 4}, c[2] = {5, 6}, d[2] = {7, 8};
  printf("%d\n", sum_all(a, 3, b, c, d));
#ifndef OK
  printf("%d\n", sum_all(a, 4, a, b, c, d));
#endif
  return 0;
}
