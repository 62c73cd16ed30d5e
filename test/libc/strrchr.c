// strrchr scans the whole string: an unterminated array is reported as a
// read one byte past it even when the character occurs in it.
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
static volatile int last = 0;
#else
static volatile int last = 'h';
#endif

int main(void) {
  char s[8] = {'a', 'b', 'c', 'b', 'e', 'f', 'g', 0};
  s[7] = (char)last;
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}strrchr.c:[[@LINE+1]]:13: 1 byte(s) above upper bound
  char *p = strrchr(s, 'b');
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("b at %d\n", (int)(p - s));
  return 0;
}
