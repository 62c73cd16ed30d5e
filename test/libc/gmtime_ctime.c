// The struct tm gmtime returns gets the bounds of one struct tm: the byte
// after it, read through a char *, is reported. The string ctime returns
// gets its length and NUL: reading one past the NUL is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: env TZ=UTC not --crash %t 2>&1 | FileCheck %s --check-prefix=GMTIME
// RUN: env TZ=UTC not --crash %t c 2>&1 | FileCheck %s --check-prefix=CTIME
// RUN: %cc %cflags -DOK %s -o %t.plain && env TZ=UTC %t.plain > %t.expected && env TZ=UTC %t.plain c >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && env TZ=UTC %t.ok > %t.actual && env TZ=UTC %t.ok c >> %t.actual
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

int main(int argc, char **argv) {
  (void)argv;
  time_t t = 86400;
  if (argc < 2) {
    struct tm *tm = gmtime(&t);
    if (!tm)
      return 2;
    printf("%d-%d-%d\n", tm->tm_year, tm->tm_mon, tm->tm_mday);
    fflush(stdout);
    const char *c = (const char *)tm;
    fprintf(stderr, "before\n");
    // GMTIME: before
    // GMTIME-NEXT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}gmtime_ctime.c:[[@LINE+1]]:12: 1 byte(s) above upper bound
    sink = c[sizeof(struct tm) - 1 + extra];
    fprintf(stderr, "after\n");
    // GMTIME-NOT: after
  } else {
    char *s = ctime(&t);
    if (!s)
      return 2;
    size_t len = strlen(s);
    printf("%s", s);
    fflush(stdout);
    fprintf(stderr, "before\n");
    // CTIME: before
    // CTIME-NEXT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}gmtime_ctime.c:[[@LINE+1]]:12: 1 byte(s) above upper bound
    sink = s[len + extra];
    fprintf(stderr, "after\n");
    // CTIME-NOT: after
  }
  return 0;
}
