// asctime reads a whole struct tm through its argument: a block one byte
// shorter than struct tm is a read of sizeof(struct tm) bytes reported at
// the call, before asctime reads anything.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifdef OK
static volatile size_t shortfall = 0;
#else
static volatile size_t shortfall = 1;
#endif

int main(void) {
  size_t n = sizeof(struct tm) - shortfall;
  struct tm *tm = malloc(sizeof(struct tm));
  if (!tm)
    return 2;
  memset(tm, 0, n);
  tm->tm_mday = 2;
  tm->tm_year = 70;
  tm->tm_wday = 5;
  struct tm *view = realloc(tm, n); // the same bytes, n of them
  if (!view)
    return 2;
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: read of size {{[0-9]+}} at 0x{{[0-9a-f]+}} in main at {{.*}}asctime_arg.c:[[@LINE+1]]:19: 1 byte(s) above upper bound
  const char *s = asctime(view);
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%s", s);
  free(view);
  return 0;
}
