// strcat appends at the destination's NUL: "abc" + 5 characters + NUL needs
// 9 bytes of char d[8]; reported as a write of size 6 at d + 3.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

struct dst {
  char d[8];
  char canary[8];
};

#ifdef OK
static volatile size_t len = 4;
#else
static volatile size_t len = 5;
#endif

int main(void) {
  struct dst x = {"abc", "canary"};
  char src[16];
  memset(src, 's', len);
  src[len] = 0;
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: write of size 6 at 0x{{[0-9a-f]+}} in main at {{.*}}strcat.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  strcat(x.d, src);
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%s %s\n", x.d, x.canary);
  return 0;
}
