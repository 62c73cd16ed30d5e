// A struct copy moves the table entries of the pointers it holds, but only
// into objects of its own type (or of the types holding it): copying
// `struct item` values leaves `vm->sp`, a member of an unrelated `struct vm`,
// cached, and the program prints what the plain build prints.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %run %t > %t.actual && diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct item {
  const char *name;
  int value;
};
struct vm {
  struct item *sp;
  struct item *base;
};

// REWRITE: static int {{__mpxc}}_dup_all(
// REWRITE-SAME: cleanup(__mpx_flush))) __mpx_slot [[K:__mpx_k[0-9]+]] = __MPX_SLOT_INIT;
// REWRITE: __mpx_bt_copy(
// REWRITE: __mpx_stkd(&[[K]],
// REWRITE: static int {{dup}}_all(
__attribute__((noinline)) static int dup_all(struct vm *vm, int n) {
  int total = 0;
  for (int i = 0; i < n; i++) {
    vm->sp[0] = vm->sp[-1]; // struct item copies
    vm->sp[0].value += i;
    total += vm->sp->name[0] + vm->sp->value;
    vm->sp++;
  }
  return total;
}

int main(void) {
  struct vm *vm = malloc(sizeof *vm);
  vm->base = malloc(8 * sizeof(struct item));
  vm->base[0].name = "abc";
  vm->base[0].value = 1;
  vm->sp = vm->base + 1;
  // CHECK: total 623 last abc 16
  int t = dup_all(vm, 6);
  printf("total %d last %s %d\n", t, vm->sp[-1].name, vm->sp[-1].value);
  free(vm->base);
  free(vm);
  return 0;
}
