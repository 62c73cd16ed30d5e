// Bounds source: an integer-to-pointer cast, (int *)(uintptr_t)p, gets INIT
// bounds (unknown provenance, allow everything): even an access that is
// outside the original array is not reported.  The program only accesses
// memory it owns (the array sits inside a struct, so a[4] is the next field),
// so it is correct in both builds; --stats counts the INIT source.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %mpx-rewrite --stats %s -- 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %t > %t.actual
// RUN: diff %t.expected %t.actual

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct block {
  int a[4];
  int next;
};

static volatile int i = 4;

int main(void) {
  struct block b = {{1, 2, 3, 4}, 5};
  _Static_assert(offsetof(struct block, next) == 4 * sizeof(int), "layout");
  int *p = b.a;
  uintptr_t bits = (uintptr_t)p;
  // REWRITE: int *q = ((void)(__mpx_init_to(&(__mpx_b_q{{[_0-9]*}}))), (int *)bits)
  int *q = (int *)bits;
  // REWRITE: int *r = ((void)(__mpx_init_to(&(__mpx_b_r{{[_0-9]*}}))), (int *)(uintptr_t)p)
  int *r = (int *)(uintptr_t)p;
  printf("%d %d\n", q[i], r[0] + r[3]);
  return 0;
}

// STATS: bounds sources:
// STATS: INIT: integer cast to pointer: 2
