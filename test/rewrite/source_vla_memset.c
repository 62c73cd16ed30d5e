// Bounds source: a VLA handed to a checked libc call.  memset(a, 0,
// sizeof a) on an uninitialised VLA is correct C; its rewrite must compile
// without new warnings under -Wall -Wextra -Werror, and the range check uses
// the VLA's run-time bounds: memset of one byte more is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

static volatile int n = 5;
#ifdef OK
static volatile size_t extra = 0;
#else
static volatile size_t extra = 1;
#endif

int main(void) {
  int a[n];
  memset(a, 0, sizeof a);
  printf("%d %d\n", a[0], a[4]);
  fflush(stdout);
  // REPORT: mpx: bounds violation: write of size 21 at 0x{{[0-9a-f]+}} in main at {{.*}}source_vla_memset.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  memset(a, 1, sizeof a + extra);
  printf("%d\n", a[4]);
  return 0;
}
