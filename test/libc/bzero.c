// bzero of 9 bytes into char d[8] (a canary field follows) is reported at
// the call as a write of size 9, before a byte is cleared.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <strings.h>

struct dst {
  char d[8];
  char canary[8];
};

#ifdef OK
static volatile size_t n = 8;
#else
static volatile size_t n = 9;
#endif

int main(void) {
  struct dst x = {"abcdefg", "canary"};
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: write of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}bzero.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  bzero(x.d, n);
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%d %s\n", x.d[0], x.canary);
  return 0;
}
