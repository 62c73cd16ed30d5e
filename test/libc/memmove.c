// memmove within one array: a move one byte too long is reported at the
// call as a write of the whole range, before anything moves.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

struct buf {
  char b[8];
  char canary[8];
};

#ifdef OK
static volatile size_t n = 7;
#else
static volatile size_t n = 8;
#endif

int main(void) {
  struct buf x = {"abcdefg", "canary"};
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: write of size 8 at 0x{{[0-9a-f]+}} in main at {{.*}}memmove.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  memmove(x.b + 1, x.b, n);
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%.8s %s\n", x.b, x.canary);
  return 0;
}
