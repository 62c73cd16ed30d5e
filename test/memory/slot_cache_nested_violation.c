// An access out of the bounds of a pointer held in a cached nested slot
// (`L->top.p`, a union member reached through `L`) is reported at its own
// line, with the bounds the slot's last store gave.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: not --crash %run %t 1 2>&1 | FileCheck %s --check-prefix=REPORT

#include <stdio.h>
#include <stdlib.h>

typedef union {
  int *p;
  long offset;
} stkrel;

struct state {
  int nci;
  stkrel top;
};

// REWRITE: static int {{__mpxc}}_pop_all(
// REWRITE: __mpx_slot [[K:__mpx_k[0-9]+]] = __MPX_SLOT_INIT;
// REWRITE: __mpx_ldkp({{.*}}&[[K]])
// REWRITE: static int {{pop}}_all(
__attribute__((noinline)) static int pop_all(struct state *L, int *stack,
                                             int n) {
  volatile int extra = n;
  L->top.p = stack + 4;
  int total = 0;
  while (L->top.p > stack) {
    L->top.p--;
    // (with an argument, the last pop reads stack[-1])
    // REPORT: mpx: bounds violation: read of size 4 {{.*}} in pop_all at {{.*}}slot_cache_nested_violation.c:[[@LINE+1]]:
    total += L->top.p[-extra];
  }
  return total;
}

int main(int argc, char **argv) {
  (void)argv;
  struct state *L = malloc(sizeof *L);
  int *stack = calloc(4, sizeof(int));
  stack[0] = 1;
  stack[3] = 2;
  L->nci = 0;
  // CHECK: total 3
  printf("total %d\n", pop_all(L, stack, argc - 1));
  free(stack);
  free(L);
  return 0;
}
