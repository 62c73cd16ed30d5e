// A local pointer whose address escapes (char **q = &p) lives in memory: the
// pointer loaded through q keeps the bounds of the array it was set to.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef OK
#define OVER 0
#else
#define OVER 1
#endif

int main(int argc, char **argv) {
  (void)argv;
  char buf[4] = {1, 2, 3, 4};
  char *p = buf;
  char **q = &p;
  int n = argc + 2 + OVER;
  // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}escaping_local.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  printf("%d\n", (*q)[n]);
  p = buf + 1;
  printf("%d\n", (*q)[argc + 1]);
  return 0;
}
