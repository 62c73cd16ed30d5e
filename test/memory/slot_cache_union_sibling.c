// A union's members share their bytes: a function that writes `L->top.offset`
// rewrites `L->top.p`, so `L->top.p` is not cached there (Lua saves its stack
// pointer as an offset around a reallocation and restores it; only
// `L->stack.p` is), and the program prints what the plain build prints.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %run %t > %t.actual && diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

typedef union {
  long *p;
  long offset;
} stkrel;

struct state {
  unsigned char status;
  stkrel top;
  stkrel stack;
};

// REWRITE: static long {{__mpxc}}_grow(
// REWRITE-SAME: __mpx_slot {{__mpx_k[0-9]+}} = __MPX_SLOT_INIT; const int {{__mpx_cv[0-9]+}} = __mpx_covers(__MPX_INT(L) + 8u, 16, __mpx_b_L);{{$}}
// REWRITE: &(L->top.p){{.*}}__mpx_ldxo({{.*}}__mpx_stx(
// REWRITE: static long {{grow}}(
__attribute__((noinline)) static long grow(struct state *L, int n) {
  *L->top.p++ = 7;
  *L->top.p++ = 8;
  L->top.offset = L->top.p - L->stack.p; // the same bytes as top.p
  long *old = L->stack.p;
  L->stack.p = realloc(L->stack.p, (size_t)n * sizeof(long));
  L->top.p = L->stack.p + L->top.offset;
  long total = 0;
  while (L->top.p > L->stack.p) {
    L->top.p--;
    total += *L->top.p;
  }
  return total + (old != 0);
}

int main(void) {
  struct state *L = malloc(sizeof *L);
  L->status = 0;
  L->stack.p = malloc(2 * sizeof(long));
  L->top.p = L->stack.p;
  // CHECK: total 16
  printf("total %ld\n", grow(L, 64));
  free(L->stack.p);
  free(L);
  return 0;
}
