// Forming an out-of-bounds pointer is not a violation, only accessing
// through it is: one-past-the-end loop bounds, a pointer before the start
// that is never dereferenced, and a backwards walk from the end all run
// clean.  Only the final dereference of the out-of-bounds pointer is caught.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

int main(void) {
  int a[5] = {1, 2, 3, 4, 5};
  int sum = 0;
  for (int *p = a, *end = a + 5; p != end; p++)
    sum += *p;
  // Volatile offsets: with constants gcc -O2 would warn about a - 1 and
  // *past.
  volatile int one = 1, five = 5;
  int *before = a - one;
  for (int *p = a + 5; p != a;)
    sum += *--p;
  int *past = a + five;
  fprintf(stderr, "sum %d %d\n", sum, (int)(past - before));
  // REPORT: sum 30 6
  // REPORT: mpx: bounds violation: read of size 4 {{.*}}source_out_of_bounds_pointer.c:[[@LINE+3]]:{{[0-9]+}}: 1 byte(s) above upper bound
  printf("%d\n", sum);
#ifndef OK
  printf("%d\n", *past);
#endif
  return 0;
}
