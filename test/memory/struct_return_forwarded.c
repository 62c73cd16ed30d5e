// A struct holding a pointer returned by value through another function
// (return jv_new(len);): the outer function forwards the inner one's record
// of where the value was copied from, so the caller's copy gets the NEW
// block's bounds, even when the slot it lands in held a pointer with the same
// value to a block freed since (same address, smaller size): reading the
// whole new block runs clean, one byte past it is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "Inputs/jv.h"

static jv jv_wrap(int len) { return jv_new(len); }

int main(void) {
  jv a = jv_new(1);
  printf("%d\n", a.ptr->data[0]);
  jv_free(a);
  a = jv_wrap(8);
  int s = 0;
  for (int i = 0; i < 8 + OVER; i++)
    // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}struct_return_forwarded.c:[[@LINE+1]]:10: 1 byte(s) above upper bound of
    s += a.ptr->data[i];
  printf("%d\n", s);
  jv_free(a);
  return 0;
}
