// A struct holding a pointer assigned from an rvalue that is neither an
// lvalue nor a call (a conditional, a compound literal): the destination
// forgets the entries its slot held, so a slot that held the same pointer
// value to a block freed since (same address, smaller size) no longer lends
// that block's bounds to the new one.  Before, reading the new block was
// reported.  A copy from an lvalue still carries the bounds, and one byte
// past them is reported.
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

static volatile int yes = 1;

int main(void) {
  jv *slot = malloc(sizeof *slot);
  *slot = jv_new(1);
  jv_free(*slot);
  jv fresh = jv_new(8);
  jv spare = jv_new(20);
  *slot = yes ? fresh : spare;
  int s = 0;
  for (int i = 0; i < 8; i++)
    s += slot->ptr->data[i];
  jv_free(spare);
  jv_free(*slot);
  jv local = jv_new(1);
  jv_free(local);
  struct blob *b = malloc(sizeof(struct blob) + 8);
  memset(b->data, 5, 8);
  local = (jv){3, 0, b};
  for (int i = 0; i < 8; i++)
    s += local.ptr->data[i];
  jv good = jv_new(8);
  jv copy = good;
  // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}struct_assign_rvalue.c:[[@LINE+1]]:8: 1 byte(s) above upper bound of
  s += copy.ptr->data[7 + OVER];
  jv_free(good);
  printf("%d\n", s);
  free(b);
  free(slot);
  return 0;
}
