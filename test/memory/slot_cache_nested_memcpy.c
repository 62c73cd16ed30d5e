// `memcpy` over an object a cached slot is in (`vm->regs`, holding the slot
// `vm->regs.sp`) moves the table entry of the copied pointer: the cache is
// flushed before the call and forgotten after it, so the pointer keeps the
// copy's bounds (the whole struct) even though its value is the one stored
// before (with the bounds of one array member), and the program prints
// what the plain build prints.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %run %t > %t.actual && diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct pair {
  int a[4];
  int b[4];
};
struct regs {
  int *sp;
  int n;
};
struct vm {
  int steps;
  struct regs regs;
};

// REWRITE: int {{__mpxc}}_reload(
// REWRITE: __mpx_slot [[K:__mpx_k[0-9]+]] = __MPX_SLOT_INIT;
// REWRITE: __mpx_flush(&[[K]]){{.*}}memcpy{{.*}}__mpx_forget(&[[K]])
// REWRITE: int {{reload}}(
__attribute__((noinline)) int reload(struct vm *vm, struct regs *wide,
                                     struct pair *o, int i) {
  vm->regs.sp = o->a; // 16 bytes
  int x = vm->regs.sp[1];
  memcpy(&vm->regs, wide, sizeof *wide); // the same address, 32 bytes
  return x + vm->regs.sp[i];
}

int main(void) {
  struct pair *o = calloc(1, sizeof *o);
  struct vm *vm = malloc(sizeof *vm);
  struct regs *wide = malloc(sizeof *wide);
  wide->sp = (int *)o;
  wide->n = 0;
  o->a[1] = 2;
  o->b[2] = 5;
  // CHECK: reload 7
  printf("reload %d\n", reload(vm, wide, o, 6));
  free(wide);
  free(vm);
  free(o);
  return 0;
}
