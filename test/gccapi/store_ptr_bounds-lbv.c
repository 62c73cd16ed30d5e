// __bnd_store_ptr_bounds(ptr_addr, ptr_val): stores B(ptr_val) in the bounds
// table for the slot ptr_addr, so loading the pointer from that slot gets
// [buf + 10, buf + 19]: p[-1] is below them (inside buf).
// (GCC testsuite style, gcc.target/i386/mpx.)  The input has no #include
// of mpxrt.h: the rewriter knows the built-ins.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s

#include <stdio.h>

int buf[100];
int *gp;

// A load from memory (not the local copy): the bounds come from the table.
__attribute__((noinline)) static int *load(void) { return gp; }

static volatile int k = 0;

int main(int argc, char **argv) {
  (void)argv;
  gp = buf + 10;
  __bnd_store_ptr_bounds((void **)&gp, __bnd_set_ptr_bounds(buf + 10, sizeof(int) * 10));
  int *p = load();
  // CHECK: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}store_ptr_bounds-lbv.c:[[@LINE+1]]:3: 4 byte(s) below lower bound of
  p[k - 1] = argc;
  fprintf(stderr, "not reached\n");
  return 0;
}
