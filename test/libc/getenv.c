// The string getenv returns gets the bounds of its characters and NUL:
// reading the NUL is fine, the byte after it is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: env MPX_LIBC_TEST=abc not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && env MPX_LIBC_TEST=abc %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && env MPX_LIBC_TEST=abc %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

#ifdef OK
static volatile int i = 3;
#else
static volatile int i = 4;
#endif

int main(void) {
  const char *v = getenv("MPX_LIBC_TEST");
  if (!v)
    return 2;
  printf("%s\n", v);
  fflush(stdout);
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}getenv.c:[[@LINE+1]]:12: 1 byte(s) above upper bound
  char c = v[i];
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%d\n", c);
  return 0;
}
