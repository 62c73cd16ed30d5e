// A pointer that is a member of a union reached through a pointer
// (`L->top.p`, with `top` a union of the pointer and an offset, as Lua's
// stack pointer) is a slot like any other, and is cached when nothing in the
// function writes the union's other member; the program prints what the
// plain build prints.
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

// REWRITE: static long {{__mpxc}}_sum(
// REWRITE-SAME: __mpx_slot [[K:__mpx_k[0-9]+]] = __MPX_SLOT_INIT;
// REWRITE: __mpx_stkd(&[[K]],
// REWRITE: __mpx_ldkp({{.*}}&[[K]])
// REWRITE: static long {{sum}}(
__attribute__((noinline)) static long sum(struct state *L, int n) {
  for (int i = 0; i < n; i++)
    *L->top.p++ = i * 3;
  long total = 0;
  while (L->top.p > L->stack.p) {
    L->top.p--;
    total += *L->top.p;
  }
  return total;
}

int main(void) {
  struct state *L = malloc(sizeof *L);
  L->status = 0;
  L->stack.p = malloc(10 * sizeof(long));
  L->top.p = L->stack.p;
  // CHECK: total 135
  printf("total %ld\n", sum(L, 10));
  free(L->stack.p);
  free(L);
  return 0;
}
