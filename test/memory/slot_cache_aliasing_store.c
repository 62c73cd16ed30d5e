// A slot is not cached in a function that stores a pointer through another
// lvalue that may be the same slot (the same field through another base):
// that store may give the same value other bounds behind the cache's back.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %run %t > %t.actual && diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct pair {
  int a[4];
  int b[4];
};
struct holder {
  int *p;
};

// REWRITE: int {{__mpxc}}_aliased(
// REWRITE-NOT: __mpx_slot
// REWRITE: __mpx_ldxp(
// REWRITE: int {{aliased}}(
__attribute__((noinline)) int aliased(struct holder *h, struct holder *w,
                                      struct pair *o, int i) {
  h->p = o->a; // 16 bytes
  int x = h->p[1];
  w->p = (int *)o; // w == h: the same address, 32 bytes
  return x + h->p[i];
}

int main(void) {
  struct pair *o = calloc(1, sizeof *o);
  struct holder *h = malloc(sizeof *h);
  o->b[2] = 5;
  // CHECK: aliased 5
  printf("aliased %d\n", aliased(h, h, o, 6));
  free(h);
  free(o);
  return 0;
}
