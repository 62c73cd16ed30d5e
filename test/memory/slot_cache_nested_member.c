// A pointer reached through a chain of `.` after one `->` (`vm->regs.sp`,
// `vm->regs.frame.fp`) is a slot too: each chain used at least twice keeps
// its bounds in its own slot cache, and the program prints what the plain
// build prints.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %run %t > %t.actual && diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct frame {
  int *fp;
  int depth;
};
struct regs {
  int *sp;
  struct frame frame;
};
struct vm {
  int steps;
  struct regs regs;
  int *stack;
};

// REWRITE: static int {{__mpxc}}_run(
// REWRITE-SAME: __mpx_slot [[FP:__mpx_k[0-9]+]] = __MPX_SLOT_INIT;
// REWRITE-SAME: __mpx_slot [[SP:__mpx_k[0-9]+]] = __MPX_SLOT_INIT;
// REWRITE: __mpx_stkd(&[[SP]],
// REWRITE: __mpx_stkd(&[[FP]],
// REWRITE: __mpx_ldkp({{.*}}&[[SP]]){{.*}}__mpx_ldkp({{.*}}&[[FP]])
// REWRITE: static int {{run}}(
__attribute__((noinline)) static int run(struct vm *vm, int n) {
  int total = 0;
  for (int i = 0; i < n; i++)
    *vm->regs.sp++ = i;
  vm->regs.frame.fp = vm->stack + 1;
  while (vm->regs.sp > vm->regs.frame.fp) {
    vm->regs.sp--;
    total += vm->regs.sp[0] * vm->regs.frame.fp[0];
    vm->steps++;
  }
  vm->regs.frame.fp--;
  return total + *vm->regs.frame.fp;
}

int main(void) {
  struct vm *vm = malloc(sizeof *vm);
  vm->steps = 0;
  vm->stack = malloc(8 * sizeof(int));
  vm->regs.sp = vm->stack;
  vm->regs.frame.fp = vm->stack;
  vm->regs.frame.depth = 0;
  // CHECK: total 28 steps 7
  int t = run(vm, 8);
  printf("total %d steps %d\n", t, vm->steps);
  free(vm->stack);
  free(vm);
  return 0;
}
