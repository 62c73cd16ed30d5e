// strncat appends at most n characters and a NUL: "abc" + 5 + NUL overflows
// char d[8] by one (write of size 6 at d + 3); the source is longer than n.
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
static volatile size_t n = 4;
#else
static volatile size_t n = 5;
#endif

int main(void) {
  struct dst x = {"abc", "canary"};
  char src[16] = "0123456789";
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: write of size 6 at 0x{{[0-9a-f]+}} in main at {{.*}}strncat.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  strncat(x.d, src, n);
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%s %s\n", x.d, x.canary);
  return 0;
}
