// memchr stops at the first match: a match inside the bounds with an n far
// too large is not reported; a search that would run past the bounds
// without a match is, as a read one byte past the array.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

static volatile size_t big = 100;
#ifdef OK
static volatile size_t n = 8;
#else
static volatile size_t n = 9;
#endif

int main(void) {
  char s[8] = {'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'};
  char *p = memchr(s, 'c', big);
  printf("found at %d\n", (int)(p - s));
  fflush(stdout);
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}memchr.c:[[@LINE+1]]:13: 1 byte(s) above upper bound
  char *q = memchr(s, 'z', n);
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%s\n", q ? "found" : "not found");
  return 0;
}
