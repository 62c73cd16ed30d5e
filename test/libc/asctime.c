// asctime reads one struct tm; the string it returns gets its length and
// NUL: reading one byte past the NUL is reported at that read.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>
#include <time.h>

#ifdef OK
static volatile size_t extra = 0;
#else
static volatile size_t extra = 1;
#endif

static volatile char sink;

int main(void) {
  struct tm tm;
  memset(&tm, 0, sizeof tm);
  tm.tm_year = 70;
  tm.tm_mday = 2;
  tm.tm_wday = 5;
  char *s = asctime(&tm);
  if (!s)
    return 2;
  size_t len = strlen(s);
  printf("%s", s);
  fflush(stdout);
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}asctime.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
  sink = s[len + extra];
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  return 0;
}
