// Mode count reports each site once and goes on: two sites, the first hit
// twice, give two reports, and the program prints its last line.  The
// violation counter still counts all three.  (Without the stack traces,
// which stack_trace.c tests, the reports are three lines each.)
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: env MPXRT_OPTIONS=mode=count:stack_depth=0 %t 2>&1 | FileCheck %s

#include "mpxrt.h"
#include <stdio.h>

static void touch(int *p, __mpx_bnd b, const __mpx_site *site) {
  __mpx_check_w(p, sizeof *p, b, site);
  *p = 1; // still inside the larger array: the access goes ahead
}

int main(void) {
  int a[8];
  __mpx_bnd b = __mpx_make(a, 4 * sizeof(int)); // only the first four
  for (int i = 3; i < 6; ++i)
    touch(&a[i], b, __MPX_SITE("loop.c", 10, 3, "touch"));
  touch(&a[7], b, __MPX_SITE("other.c", 20, 5, "touch"));
  // CHECK: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in touch at loop.c:10:3: 1 byte(s) above upper bound
  // CHECK-NEXT: mpx: access
  // CHECK-NEXT: mpx: mode count: continuing; this site is not reported again
  // CHECK-NEXT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in touch at other.c:20:5: 13 byte(s) above upper bound
  // CHECK-NEXT: mpx: access
  // CHECK-NEXT: mpx: mode count: continuing
  // CHECK-NOT: mpx:
  printf("done: %lu violations\n", __mpx_violation_count());
  // CHECK: done: 3 violations
  return 0;
}
