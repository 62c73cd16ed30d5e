// Narrowing: the lower bound of a field's bounds is the field's start, so
// stepping back from an array field (q[-1] with q = p->digits) into the field
// before it is reported as below the lower bound.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct number {
  int sign;
  char digits[12];
};

#ifdef OK
static volatile int back = 0;
#else
static volatile int back = 1;
#endif

int main(void) {
  struct number *n = calloc(1, sizeof *n);
  n->sign = 1;
  char *q = n->digits;
  // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}field_address_below.c:[[@LINE+1]]:23: 1 byte(s) below lower bound of
  printf("%d\n", (int)q[-back]);
  free(n);
  return 0;
}
