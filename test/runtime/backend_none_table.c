// Under MPXRT_BACKEND_NONE no load consults the bounds table, so copying
// entries into it or clearing them is compiled out: the program links
// without the runtime (no call of __mpx_bt_copy or __mpx_bt_clear is left),
// and the operands are still evaluated once each.
//
// RUN: %cc %cflags -DMPXRT_BACKEND_NONE %s -o %t
// RUN: %t | FileCheck %s
// RUN: %cc %cflags -DMPXRT_BACKEND_NONE -c %s -o %t.o
// RUN: nm -u %t.o | FileCheck %s --check-prefix=SYMS --implicit-check-not=__mpx_bt

#include "mpxrt.h"
#include <stdio.h>
#include <string.h>

static int evaluated;
static void *counted(void *p) { return ++evaluated, p; }

int main(int argc, char **argv) {
  (void)argv;
  void *src[4] = {&argc, &argc, &argc, &argc}, *dst[4];
  size_t n = sizeof src - (size_t)(argc - 1) * sizeof src[0]; /* not constant */
  memcpy(dst, src, n);
  __mpx_bt_copy(counted(dst), counted(src), n);
  __mpx_bt_copy(counted(dst), src, sizeof dst[0]); /* constant size */
  __mpx_bt_clear(counted(dst), n);
  printf("evaluated %d, copied %d\n", evaluated, dst[3] == src[3]);
  return 0;
}
// CHECK: evaluated 4, copied 1
// SYMS: U {{_?}}memcpy
