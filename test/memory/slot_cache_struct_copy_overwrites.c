// A struct copy into an object the slot is in (`vm->regs = *wide`) writes
// the slot's bytes and its table entry: `vm->regs.sp` is not cached in such
// a function, so the copied pointer keeps the copy's bounds (the whole
// struct) even though its value is the one stored before (with the bounds of
// one array member), and the program prints what the plain build prints.
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
struct regs {
  int *sp;
  int n;
};
struct vm {
  int steps;
  struct regs regs;
};

// REWRITE: int {{__mpxc}}_reload(
// REWRITE-NOT: __mpx_slot
// REWRITE: __mpx_bt_copy(
// REWRITE: int {{reload}}(
__attribute__((noinline)) int reload(struct vm *vm, struct regs *wide,
                                     struct pair *o, int i) {
  vm->regs.sp = o->a; // 16 bytes
  int x = vm->regs.sp[1];
  vm->regs = *wide; // wide->sp == (int *)o, the same address, 32 bytes
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
