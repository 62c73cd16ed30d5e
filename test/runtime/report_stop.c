// A write one element past an array in the default mode "stop": one report
// on stderr whose first line names the access, location, function, distance
// and bounds, ending with the stack trace (frame #0 is the check's
// function), then death by SIGSEGV; the code after the check never runs.
// Built with frame pointers, as mpx-cc builds programs: without them the
// walk past main read whatever the stack held, and a word there that
// happened to point into the runtime's code looked like a runtime frame
// below main, which kept the check's own inline frame as #0.
//
// RUN: %cc %cflags -fno-omit-frame-pointer %s -o %t %mpxrt
// RUN: %expect-segv %t > %t.out 2>&1
// RUN: FileCheck %s --implicit-check-not=after < %t.out
// RUN: not --crash %t

#include "mpxrt.h"
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>

int main(void) {
  int a[10];
  __mpx_bnd b = __mpx_make(a, sizeof a);
  printf("lb=0x%" PRIxPTR " ub=0x%" PRIxPTR " p=0x%" PRIxPTR "\n", (uintptr_t)a,
         (uintptr_t)a + 39, (uintptr_t)&a[10]);
  fflush(stdout);
  // CHECK: lb=[[LB:0x[0-9a-f]+]] ub=[[UB:0x[0-9a-f]+]] p=[[P:0x[0-9a-f]+]]
  __mpx_check_w(&a[10], sizeof a[10], b, __MPX_SITE("t.c", 7, 5, "main"));
  // CHECK-NEXT: mpx: bounds violation: write of size 4 at [[P]] in main at t.c:7:5: 1 byte(s) above upper bound of {{\[}}[[LB]], [[UB]]]
  // CHECK-NEXT: mpx:   access {{\[}}[[P]], 0x{{[0-9a-f]+}}], bounds {{\[}}[[LB]], [[UB]]] (40 bytes)
  // CHECK-NEXT: mpx:   mode stop: raising SIGSEGV (SEGV_BNDERR, si_addr [[P]])
  // CHECK-NEXT: mpx:     #0 0x{{[0-9a-f]+}} in main{{[.a-z0-9]*}} {{.*}}report_stop.c:[[#@LINE-4]]
  // CHECK-NOT: mpx: bounds violation
  printf("after\n");
  return 0;
}
