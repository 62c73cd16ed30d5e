// The directory's index is the slot address shifted right by 23, with no
// mask: slots are user-space addresses, below 2^47, so the shift alone is
// below 2^24 (a mask was one instruction more at every table load and
// store, 1% of Lua's instructions).  Compiled at -O2, the inline load has
// no 24-bit mask (0xffffff, or 0x7fffff8 where the compiler folds it with
// the scale); and
// pointers stored in slots at both ends of the address space the program
// uses, a static variable and the stack's top frame, and in an mmap'd
// block, come back with their bounds.  The runtime's out-of-line paths,
// given a slot above 2^47 (which the inline ones do not support), refuse it
// instead of indexing past the directory: a store there records nothing,
// a clear there does nothing.
//
// UNSUPPORTED: mpx-backend
// RUN: %cc %cflags -O2 -S %s -o %t.s
// RUN: FileCheck %s --check-prefix=ASM < %t.s
// RUN: %cc %cflags -O2 %s -o %t %mpxrt
// RUN: %t | FileCheck %s
// ASM-LABEL: width_of:
// ASM-NOT: {{\$(16777215|134217720)}}
// ASM: .cfi_endproc

#include "mpxrt.h"
#include <stdint.h>
#include <stdio.h>
#include <sys/mman.h>

__attribute__((noinline)) unsigned long width_of(char **slot) {
  __mpx_bnd b = __mpx_ldx(slot, *slot);
  return (unsigned long)(b.ub - b.lb);
}

static char *in_data;
static char object[40];

static int round_trip(char **slot) {
  *slot = object + 8;
  __mpx_stx(slot, *slot, __mpx_make(object, sizeof object));
  return width_of(slot) == sizeof object - 1;
}

int main(void) {
  char *on_stack;
  printf("data: %d\n", round_trip(&in_data));
  // CHECK: data: 1
  printf("stack: %d (%s)\n", round_trip(&on_stack),
         (uintptr_t)&on_stack >> 23 > 0xff0000 ? "top" : "low");
  // CHECK-NEXT: stack: 1 (top)
  char **mapped = mmap(0, 4096, PROT_READ | PROT_WRITE,
                       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (mapped == MAP_FAILED)
    return 1;
  printf("mapped: %d\n", round_trip(mapped));
  // CHECK-NEXT: mapped: 1
  uintptr_t high = (uintptr_t)1 << 50;
  __mpx_bt_store_slow(high, high, high, high + 100);
  __mpx_bt_clear((void *)high, 64);
  printf("high slot: refused\n");
  // CHECK-NEXT: high slot: refused
  return 0;
}
