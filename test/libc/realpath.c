// realpath with a NULL resolved buffer returns a malloc'd string: its
// bounds are strlen + 1, so the NUL is readable and the byte after it is
// reported.
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

static volatile char sink;

int main(void) {
  char *p = realpath("/", NULL);
  if (!p)
    return 2;
  size_t len = strlen(p);
  printf("%s %zu\n", p, len);
  fflush(stdout);
  sink = p[len];
#ifdef OK
  size_t i = len;
#else
  size_t i = len + 1;
#endif
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}realpath.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
  sink = p[i];
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  free(p);
  return 0;
}
