// scanf from stdin: "%5s" writes up to 6 bytes, so into char w[4] (a canary
// field follows) it is reported at the call as a write of size 6, before
// anything is read; "%3s" fits.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: echo abcdefgh 42 | not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && echo abcdefgh 42 | %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && echo abcdefgh 42 | %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

struct dst {
  char w[4];
  char canary[8];
};

int main(void) {
  struct dst x = {"", "canary"};
  fprintf(stderr, "before\n");
  // REPORT: before
#ifdef OK
  int r = scanf("%3s", x.w);
#else
  // REPORT-NEXT: mpx: bounds violation: write of size 6 at 0x{{[0-9a-f]+}} in main at {{.*}}scanf.c:[[@LINE+1]]:11: 1 byte(s) above upper bound
  int r = scanf("%5s", x.w);
#endif
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%d %s %s\n", r, x.w, x.canary);
  return 0;
}
