// __bnd_store_ptr_bounds(ptr_addr, ptr_val): stores B(ptr_val) in the bounds
// table for the slot ptr_addr; loading the pointer gets those bounds, and
// p[0], p[9] are inside them.
// (GCC testsuite style.)  The program runs to the end.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.actual 2>&1
// RUN: FileCheck %s < %t.actual

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
  p[k] = argc;
  p[k + 9] = argc;
  // CHECK: [10, 19]
  printf("[%ld, %ld]\n", (long)((const int *)__bnd_get_ptr_lbound(p) - buf),
         (long)(((const char *)__bnd_get_ptr_ubound(p) - (const char *)buf) / (long)sizeof(int)));
  // CHECK: done
  printf("done\n");
  return 0;
}
