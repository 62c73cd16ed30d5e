// The same intrinsics under the other backends: with MPXRT_BACKEND_NONE the
// check compiles to nothing (no report, the program goes on); with
// MPXRT_BACKEND_MPX it compiles to BNDMK/BNDCL/BNDCU (checked with -c and
// GNU objdump's reading of the bytes only: no CPU in use has MPX),
// warning-free, for gcc and clang, 64- and 32-bit.
//
// RUN: %cc %cflags -DMPXRT_BACKEND_NONE %s -o %t.none %mpxrt
// RUN: %t.none 2>&1 | FileCheck %s --check-prefix=NONE --implicit-check-not=mpx:
// RUN: %cc %cflags -DMPXRT_BACKEND_MPX -c %s -o %t.mpx.o
// RUN: objdump -d %t.mpx.o | FileCheck %s --check-prefix=MPX
// RUN: clang %cflags -DMPXRT_BACKEND_MPX -c %s -o %t.mpx-clang.o
// RUN: objdump -d %t.mpx-clang.o | FileCheck %s --check-prefix=MPX
// RUN: clang %cflags -m32 -DMPXRT_BACKEND_MPX -c %s -o %t.mpx-clang32.o
// RUN: objdump -d %t.mpx-clang32.o | FileCheck %s --check-prefix=MPX
// RUN: clang %cflags -DMPXRT_BACKEND_NONE %s -o %t.none-clang %mpxrt
// RUN: %t.none-clang | FileCheck %s --check-prefix=NONE

#include "mpxrt.h"

int use(int *a, int i, __mpx_bnd b) {
  __mpx_check_w(&a[i], sizeof a[i], b, __MPX_SITE("b.c", 1, 1, "use"));
  return a[i] = i;
}

#ifndef MPXRT_BACKEND_MPX
#include <stdio.h>
int main(void) {
  int a[4];
  use(a, 4 - 1, __mpx_make(a, 2 * sizeof(int))); // out of these bounds
  printf("no check made\n");
  return 0;
}
#endif
// NONE: no check made
// MPX: f3 0f 1b 04 10 {{.*}}bndmk {{\(%[er]ax,%[er]dx,1\)}},%bnd0
// MPX-NEXT: f3 0f 1a c1 {{.*}}bndcl %{{[er]}}cx,%bnd0
// MPX-NEXT: f2 0f 1a c6 {{.*}}bndcu %{{[er]}}si,%bnd0
