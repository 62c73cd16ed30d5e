// sprintf's output length is computed first: "12345-678" and its NUL need
// 10 bytes of char d[8], reported as a write of size 10 before printing.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

struct dst {
  char d[8];
  char canary[8];
};

#ifdef OK
static volatile int a = 1234, b = 56;
#else
static volatile int a = 12345, b = 678;
#endif

int main(void) {
  struct dst x = {"", "canary"};
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: write of size 10 at 0x{{[0-9a-f]+}} in main at {{.*}}sprintf.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  sprintf(x.d, "%d-%d", a, b);
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%s %s\n", x.d, x.canary);
  return 0;
}
