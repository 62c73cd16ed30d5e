// The struct tm localtime returns gets the bounds of one struct tm: its
// last byte, read through a char *, is fine; the byte after it is
// reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: env TZ=UTC not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && env TZ=UTC %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && env TZ=UTC %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <time.h>

#ifdef OK
static volatile size_t extra = 0;
#else
static volatile size_t extra = 1;
#endif

static volatile char sink;

int main(void) {
  time_t t = 86400;
  struct tm *tm = localtime(&t);
  if (!tm)
    return 2;
  printf("%d-%d-%d\n", tm->tm_year, tm->tm_mon, tm->tm_mday);
  fflush(stdout);
  const char *c = (const char *)tm;
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}localtime.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
  sink = c[sizeof(struct tm) - 1 + extra];
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  return 0;
}
