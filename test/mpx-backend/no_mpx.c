// On a CPU without MPX (QEMU's Haswell model) a program of the mpx backend
// still runs: the instructions are NOPs, nothing is checked, and with
// verbose=1 the runtime says once that hardware checking is off.  On the
// default model (MPX) the same program is stopped.
//
// REQUIRES: qemu-mpx
// RUN: %mpx-cc %opt -fmpx-backend=mpx %s -o %t
// RUN: env MPXRT_OPTIONS=verbose=1 %qemu -cpu Haswell %t 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: env MPXRT_OPTIONS=verbose=1 %expect-segv %qemu %t 2>&1 | FileCheck %s --check-prefix=ON

#include <stdio.h>

static char buf[8];
static volatile int n = 9;

int main(void) {
  for (int i = 0; i < n; i++)
    buf[i] = 'x';
  printf("unchecked run finished\n");
  return 0;
}
// OFF: mpx: hardware checking is off: the CPU or the OS does not offer MPX
// OFF-NOT: mpx:
// OFF: unchecked run finished
// ON: mpx: hardware checking on (MPX)
// ON: mpx: bounds violation: write of size 1
// ON-NOT: unchecked run finished
