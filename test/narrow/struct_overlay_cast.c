// Overlay casts: (struct tail *)&x->a, a pointer to a struct type laid over
// the enclosing struct from a scalar field onward, keeps the enclosing
// object's bounds, so its later fields (which are x's later fields) are
// reachable; an overlay that runs past the allocation is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct whole {
  int tag;
  int a;
  int b;
  int c;
};

struct tail {
  int a;
  int b;
  int c;
};

struct wider {
  int a;
  int b;
  int c;
  int d;
};

/* Added to the allocation's size: the compiler cannot see the size, so it
 * does not warn about the deliberate overflow (gcc -O2 -Warray-bounds). */
static volatile size_t opaque_zero = 0;

int main(void) {
  struct whole *x = malloc(sizeof *x + opaque_zero);
  x->tag = 1;
  struct tail *t = (struct tail *)&x->a;
  t->a = 2;
  t->b = 3;
  t->c = 4;
  // Read back through t: through x the reads would break the aliasing rules
  // (gcc -O2 would read x's fields as never written).
  int sum = x->tag + t->a + t->b + t->c;
#ifndef OK
  struct wider *w = (struct wider *)&x->a;
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}struct_overlay_cast.c:[[@LINE+1]]:10: 1 byte(s) above upper bound of
  sum += w->d;
#endif
  printf("%d\n", sum);
  free(x);
  return 0;
}
