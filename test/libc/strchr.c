// strchr stops at the character: found before the end of an unterminated
// array, it is not reported; not found, the search would run past the
// array, reported as a read of size 9.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

#ifdef OK
static volatile int c = 'f';
#else
static volatile int c = 'z';
#endif

int main(void) {
  char s[8] = {'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'};
  char *p = strchr(s, 'c');
  printf("c at %d\n", (int)(p - s));
  fflush(stdout);
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}strchr.c:[[@LINE+1]]:13: 1 byte(s) above upper bound
  char *q = strchr(s, c);
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%d\n", q ? (int)(q - s) : -1);
  return 0;
}
