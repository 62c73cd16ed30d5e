// The stack trace of a failing trap check (-DMPXRT_TRAP_CHECKS, the soft
// backend's checks as asm, optimising on x86-64) starts at the check, then goes to its function's caller.
// GCC gives a function that needs no stack frame no frame pointer, even
// with -fno-omit-frame-pointer: `leaf` below has none, so the runtime
// takes its return address from the top of its stack.  `framed`, with a
// frame (it calls out), is walked through its frame pointer.
//
// REQUIRES: x86_64
// UNSUPPORTED: mpx-backend
// RUN: %cc %cflags -O2 -DMPXRT_TRAP_CHECKS -fno-omit-frame-pointer %s -o %t %mpxrt
// RUN: env MPXRT_OPTIONS=mode=count %t 2>&1 | FileCheck %s

#include "mpxrt.h"
#include <stdio.h>

static int cells[4];
static volatile int calls;

__attribute__((noinline)) int leaf(int i) {
  __mpx_bnd b = __mpx_make(cells, sizeof cells);
  return *(int *)__mpx_check_rp(&cells[i], sizeof(int), b,
                                __MPX_SITE("leaf.c", 1, 1, "leaf"));
}
// CHECK: mpx: bounds violation: read of size 4 {{.*}} in leaf at leaf.c:1:1
// CHECK: #0 0x{{[0-9a-f]+}} in leaf {{.*}}trap_check_trace.c:[[@LINE-4]]
// CHECK-NEXT: #1 0x{{[0-9a-f]+}} in main {{.*}}trap_check_trace.c:[[@LINE+18]]

__attribute__((noinline)) void framed(int i) {
  __mpx_bnd b = __mpx_make(cells, sizeof cells);
  *(int *)__mpx_check_wp(&cells[i], sizeof(int), b,
                         __MPX_SITE("framed.c", 2, 2, "framed")) = 1;
  printf("framed %d\n", calls);
}
// CHECK: mpx: bounds violation: write of size 4 {{.*}} in framed at framed.c:2:2
// CHECK: #0 0x{{[0-9a-f]+}} in framed {{.*}}trap_check_trace.c:[[@LINE-5]]
// CHECK-NEXT: #1 0x{{[0-9a-f]+}} in main {{.*}}trap_check_trace.c:[[@LINE+10]]

int main(int argc, char **argv) {
  (void)argv;
  int s = 0;
  for (int i = 0; i < 4; ++i)
    s += leaf(i);
  calls = s; // 0
  s += leaf(argc + 3);
  ++calls;
  framed(argc + 3);
  ++calls;
  printf("done %d\n", calls);
  // CHECK: done 2
  return 0;
}
