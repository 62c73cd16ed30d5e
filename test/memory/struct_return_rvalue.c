// A struct holding a pointer returned by value from an rvalue (a compound
// literal, a conditional): nothing says where it was copied from, so the
// caller's copy forgets the entries its slot held.  Before, a slot that held
// the same pointer value to a block freed since (same address, smaller
// size) kept that block's bounds and the read of the new block was
// reported.  The new pointer gets INIT bounds; the array field it is
// narrowed to still catches the overflow.
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
#include <stdlib.h>
#include <string.h>

#include "Inputs/jv.h"

struct holder {
  jv v;
  char tag[4];
};

// The literal returned is not spelled again for the record: that would be
// another object, whose slots may hold stale entries (gcc -O2 reused the
// stack slot of jv_new's v, which held the freed 1-byte block's bounds).
// REWRITE: static jv jv_literal(int len) {
// REWRITE: __mpx_handoff_ret_src({{.*}}jv_literal, 0)
static jv jv_literal(int len) {
  struct blob *b = malloc(sizeof(struct blob) + len);
  b->len = len;
  memset(b->data, 3, len);
  return (jv){2, 0, b};
}

static jv jv_pick(jv x, jv y, int first) { return first ? x : y; }

int main(void) {
  struct holder *h = malloc(sizeof *h);
  h->v = jv_new(1);
  jv_free(h->v);
  h->v = jv_literal(8);
  int s = 0;
  for (int i = 0; i < 8; i++)
    s += h->v.ptr->data[i];
  jv_free(h->v);
  h->v = jv_new(1);
  jv other = jv_new(20);
  jv_free(h->v);
  h->v = jv_pick(jv_new(8), other, 1);
  for (int i = 0; i < 8; i++)
    s += h->v.ptr->data[i];
  printf("%d\n", s);
  jv_free(h->v);
  jv_free(other);
  // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}struct_return_rvalue.c:[[@LINE+1]]:3: 1 byte(s) above upper bound of
  h->tag[3 + OVER] = 0;
  free(h);
  return 0;
}
