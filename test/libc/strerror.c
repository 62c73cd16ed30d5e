// The message strerror returns gets the bounds of its characters and NUL:
// the byte after the NUL is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <errno.h>
#include <stdio.h>
#include <string.h>

#ifdef OK
static volatile size_t extra = 0;
#else
static volatile size_t extra = 1;
#endif

int main(void) {
  const char *s = strerror(EDOM);
  size_t n = strlen(s);
  printf("%s\n", s);
  fflush(stdout);
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}strerror.c:[[@LINE+1]]:12: 1 byte(s) above upper bound
  char c = s[n + extra];
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%d\n", c);
  return 0;
}
