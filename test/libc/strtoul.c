// strtoul's end pointer gets the string's bounds: reading past the array
// through it is reported at the read.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

#ifdef OK
static volatile int i = 4;
#else
static volatile int i = 5;
#endif

int main(void) {
  char s[8] = "123xy";
  char *end;
  unsigned long v = strtoul(s, &end, 10);
  printf("%lu rest %s\n", v, end);
  fflush(stdout);
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}strtoul.c:[[@LINE+1]]:12: 1 byte(s) above upper bound
  char c = end[i];
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%d\n", c);
  return 0;
}
