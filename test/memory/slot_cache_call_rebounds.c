// A call may store the same pointer value with other bounds into a cached
// slot (here: the whole struct where the caller stored one field, and the
// reverse); the caller forgets its slot caches after every call, so the
// next access is checked against the bounds the callee stored: no false
// report after widening, a report after narrowing.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: %cc %cflags %if clang %{ -Wcomma %} %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: not --crash %run %t 1 2>&1 | FileCheck %s --check-prefix=REPORT
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

__attribute__((noinline)) void widen(struct holder *h, struct pair *o) {
  h->p = (int *)o;
}
__attribute__((noinline)) void narrow(struct holder *h, struct pair *o) {
  h->p = o->a;
}

// REWRITE: int {{__mpxc}}_after_widen(
// REWRITE: __mpx_slot [[K:__mpx_k[0-9]+]] =
// REWRITE: __mpxc_widen(h, o, {{.*}}), (void)__mpx_forget(&[[K]])
__attribute__((noinline)) int after_widen(struct holder *h, struct pair *o,
                                          int i) {
  h->p = o->a; // 16 bytes
  int x = h->p[1];
  widen(h, o); // the same address, 32 bytes
  return x + h->p[i];
}

__attribute__((noinline)) int after_narrow(struct holder *h, struct pair *o,
                                           int i) {
  h->p = (int *)o; // 32 bytes
  int x = h->p[1];
  narrow(h, o); // the same address, 16 bytes
  // REPORT: mpx: bounds violation: read of size 4 {{.*}} in after_narrow at {{.*}}slot_cache_call_rebounds.c:[[@LINE+1]]:
  return x + h->p[i];
}

int main(int argc, char **argv) {
  (void)argv;
  struct pair *o = calloc(1, sizeof *o);
  struct holder *h = malloc(sizeof *h);
  o->b[2] = 5;
  // CHECK: widened 5
  printf("widened %d\n", after_widen(h, o, 6));
  if (argc > 1)
    printf("narrowed %d\n", after_narrow(h, o, 6));
  free(h);
  free(o);
  return 0;
}
