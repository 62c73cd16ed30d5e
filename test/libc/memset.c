// memset of a heap block of 10 bytes with 11 bytes is reported at the call
// as a write of size 11, before any byte is set.
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

#ifdef OK
static volatile size_t n = 10;
#else
static volatile size_t n = 11;
#endif

int main(void) {
  char *p = malloc(10);
  if (!p)
    return 1;
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: write of size 11 at 0x{{[0-9a-f]+}} in main at {{.*}}memset.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  memset(p, 'x', n);
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%.10s\n", p);
  free(p);
  return 0;
}
