// Mode count under the mpx backend: the #BR handler reports the site once,
// then resumes after the check (BNDCL and BNDCU), and the access goes
// ahead as in the soft backend; the summary counts every violation.
//
// REQUIRES: qemu-mpx
// RUN: %mpx-cc %opt -fmpx-backend=mpx %s -o %t
// RUN: env MPXRT_OPTIONS=mode=count:print_summary=1 %qemu %t 2>&1 | FileCheck %s

#include <stdio.h>

static int cells[5];
static volatile int last = 5; // one too many

int main(void) {
  int sum = 0;
  for (int round = 0; round < 3; round++)
    for (int i = 0; i <= last; i++)
      sum += cells[i];
  // CHECK: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}count_mode.c:[[@LINE-1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  // CHECK: mpx:   mode count: continuing; this site is not reported again
  // CHECK-NOT: mpx: bounds violation
  fprintf(stderr, "went on, sum %d\n", sum);
  // CHECK: went on, sum
  return 0;
}
// CHECK: mpx: summary: 3 bounds violation(s) at 1 site(s), mode count
