// getcwd checks its size argument against the buffer: a size larger than
// char buf[8] is reported at the call as a write of that size. With a NULL
// buffer the returned string gets the bounds strlen + 1, so the byte after
// the NUL is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: not --crash %t null 2>&1 | FileCheck %s --check-prefix=NUL
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected && %t.plain null >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual && %t.ok null >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct dst {
  char buf[8];
  char canary[8];
};

#ifdef OK
static volatile size_t n = 8;
static volatile size_t extra = 0;
#else
static volatile size_t n = 16;
static volatile size_t extra = 1;
#endif

static volatile char sink;

int main(int argc, char **argv) {
  (void)argv;
  struct dst x = {"", "canary"};
  fprintf(stderr, "before\n");
  // REPORT: before
  // NUL: before
  if (argc < 2) {
    // REPORT-NEXT: mpx: bounds violation: write of size 16 at 0x{{[0-9a-f]+}} in main at {{.*}}getcwd.c:[[@LINE+1]]:15: 1 byte(s) above upper bound
    char *r = getcwd(x.buf, n);
    printf("%d %s\n", r != NULL, x.canary);
  } else {
    char *p = getcwd(NULL, 0);
    if (!p)
      return 2;
    size_t len = strlen(p);
    sink = p[len];
    // NUL-NEXT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}getcwd.c:[[@LINE+1]]:12: 1 byte(s) above upper bound
    sink = p[len + extra];
    printf("%d\n", len > 0);
    free(p);
  }
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  // NUL-NOT: after
  return 0;
}
