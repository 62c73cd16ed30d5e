// A pointer field that a loop reads and updates through a base the function
// never changes (`vm->sp`) keeps its bounds in a local slot cache: its loads
// and stores go through __mpx_ldk/__mpx_stkd, not the bounds table at each
// access, and an access outside the cached bounds is still reported at its
// own line.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: not --crash %run %t 1 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %run %t > %t.actual && diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct vm {
  int *sp;
  int *stack;
};

// REWRITE: static int {{__mpxc}}_sum_pairs(
// REWRITE: __attribute__((unused, cleanup(__mpx_flush))) __mpx_slot [[K:__mpx_k[0-9]+]] = __MPX_SLOT_INIT;
// REWRITE-NOT: __mpx_{{ldx}}
// REWRITE: __mpx_stkd(&[[K]],
// REWRITE-NOT: __mpx_{{ldx}}
// REWRITE: __mpx_ldkp({{.*}}&[[K]])
// REWRITE-NOT: __mpx_{{ldx}}
// REWRITE: static int {{sum}}_pairs(
__attribute__((noinline)) static int sum_pairs(struct vm *vm, int n,
                                               int extra) {
  for (int i = 0; i < n; i++)
    *vm->sp++ = i;
  int total = 0;
  while (vm->sp > vm->stack) {
    vm->sp--;
    // (with an argument, the last pop reads vm->stack[-1])
    // REPORT: mpx: bounds violation: read of size 4 {{.*}} in sum_pairs at {{.*}}slot_cache_loop.c:[[@LINE+2]]:
    // REPORT: (32 bytes) of 32-byte heap block allocated by malloc at {{.*}}slot_cache_loop.c:{{[0-9]+}} in main, loaded from the bounds table
    total += vm->sp[-extra];
  }
  return total;
}

int main(int argc, char **argv) {
  (void)argv;
  struct vm *vm = malloc(sizeof *vm);
  vm->stack = malloc(8 * sizeof(int));
  vm->sp = vm->stack;
  // CHECK: total 28
  printf("total %d\n", sum_pairs(vm, 8, argc - 1));
  free(vm->stack);
  free(vm);
  return 0;
}
