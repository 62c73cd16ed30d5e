// A cached slot rewritten by a store that records no bounds (here through
// an integer lvalue) holds a value the cache does not know: the load goes
// to the bounds table, as without the cache, and is checked against what
// the table gives for that value (INIT: no report), never against the
// stale cached bounds.  (The store through an integer lvalue needs
// -fno-strict-aliasing.)
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: %cc %cflags -fno-strict-aliasing %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: %cc %cflags -fno-strict-aliasing %s -o %t.plain && %t.plain > %t.expected
// RUN: %run %t > %t.actual && diff %t.expected %t.actual

#include <stdint.h>
#include <stdio.h>

struct holder {
  int *p;
};

// REWRITE: int {{__mpxc}}_punned(
// REWRITE: __mpx_slot [[K:__mpx_k[0-9]+]] =
// REWRITE: __mpx_ldkp({{.*}}&[[K]])
__attribute__((noinline)) int punned(struct holder *h, int *small, int *big,
                                     int i) {
  h->p = small;
  int x = h->p[0];
  *(uintptr_t *)&h->p = (uintptr_t)big; // no bounds recorded
  return x + h->p[i];
}

int main(void) {
  int small[2] = {1, 0}, big[8] = {0, 0, 0, 0, 0, 0, 41, 0};
  struct holder h = {small};
  // CHECK: 42
  printf("%d\n", punned(&h, small, big, 6));
  return 0;
}
