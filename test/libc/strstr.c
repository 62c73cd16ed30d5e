// strstr reads both strings to their NUL: an unterminated haystack is
// reported as a read past it; the result keeps the haystack's bounds.
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
  char hay[8] = "abcdefg";
  char *p = strstr(hay, "cd");
  printf("cd at %d, %c\n", (int)(p - hay), p[4]);
  fflush(stdout);
  hay[7] = (char)last;
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}strstr.c:[[@LINE+1]]:13: 1 byte(s) above upper bound
  char *q = strstr(hay, "ef");
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("ef at %d\n", (int)(q - hay));
  return 0;
}
