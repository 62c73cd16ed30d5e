// strcasecmp stops where the strings differ ignoring case: an unterminated
// array differing inside its bounds is not reported; equal up to its end,
// the comparison would read on, reported as a read one byte past it.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <strings.h>

int main(void) {
  char a[4] = {'a', 'b', 'c', 'd'};
  char other[8] = "ABXD";
  char same[8] = "ABCDEF";
  printf("%d\n", strcasecmp(a, other) < 0);
  fflush(stdout);
  fprintf(stderr, "before\n");
  // REPORT: before
#ifndef OK
  // REPORT-NEXT: mpx: bounds violation: read of size 5 at 0x{{[0-9a-f]+}} in main at {{.*}}strcasecmp.c:[[@LINE+1]]:18: 1 byte(s) above upper bound
  printf("%d\n", strcasecmp(a, same) < 0);
#endif
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%d\n", strcasecmp(other, same) > 0);
  return 0;
}
