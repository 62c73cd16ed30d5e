// A struct holding a pointer passed by value as an rvalue (a call's result,
// f(g())): no record says where it was copied from, so the parameter forgets
// the entries its stack slot kept from an earlier call, whose pointer had the
// same value (a block freed since, reallocated at the same address with a
// bigger size).  Before, the callee read the new block with the old bounds
// and was stopped.  A struct argument copied from an lvalue still carries
// its bounds, and one byte past them is reported.
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

static int sum(jv v) {
  int s = 0;
  for (int i = 0; i < v.ptr->len; i++)
    s += v.ptr->data[i];
  return s;
}

static int last(jv v, int over) {
  // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in last at {{.*}}struct_param_rvalue.c:[[@LINE+1]]:10: 1 byte(s) above upper bound of
  return v.ptr->data[v.ptr->len - 1 + over];
}

int main(void) {
  jv a = jv_new(1);
  int s = sum(a);
  jv_free(a);
  s += sum(jv_new(8));
  jv b = jv_new(4);
  s += last(b, OVER);
  printf("%d\n", s);
  jv_free(b);
  return 0;
}
