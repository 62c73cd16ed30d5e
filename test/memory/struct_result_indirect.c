// A struct holding a pointer returned by value through a function pointer:
// the caller cannot know which function answered, so its copy forgets the
// entries its slot held (a pointer with the same value to a block freed
// since, reallocated at the same address with a bigger size); reading the
// new block runs clean.  Through a direct call the bounds come back, and
// one byte past them is reported.
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

static jv (*volatile make)(int) = jv_new;

int main(void) {
  jv a = jv_new(1);
  jv_free(a);
  a = make(8);
  int s = 0;
  for (int i = 0; i < 8; i++)
    s += a.ptr->data[i];
  jv_free(a);
  a = jv_new(2);
  // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}struct_result_indirect.c:[[@LINE+1]]:8: 1 byte(s) above upper bound of
  s += a.ptr->data[1 + OVER];
  printf("%d\n", s);
  jv_free(a);
  return 0;
}
