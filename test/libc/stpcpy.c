// stpcpy of a 9-character string into char d[8] (a canary field follows) is
// reported at the call as a write of size 10, the string and its NUL,
// before a byte is copied.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

struct dst {
  char d[8];
  char canary[8];
};

#ifdef OK
static volatile size_t len = 7;
#else
static volatile size_t len = 9;
#endif

int main(void) {
  struct dst x = {"", "canary"};
  char src[16];
  memset(src, 's', len);
  src[len] = 0;
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: write of size 10 at 0x{{[0-9a-f]+}} in main at {{.*}}stpcpy.c:[[@LINE+1]]:13: 1 byte(s) above upper bound
  char *e = stpcpy(x.d, src);
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%s %s %d\n", x.d, x.canary, (int)(e - x.d));
  return 0;
}
