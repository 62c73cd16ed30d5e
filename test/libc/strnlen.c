// strnlen reads at most max bytes: max equal to the size of an
// unterminated array is fine, one more is reported as a read of size 9; a terminated string with a
// large max is fine.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

static volatile size_t big = 100;
#ifdef OK
static volatile size_t max = 8;
#else
static volatile size_t max = 9;
#endif

int main(void) {
  char s[8] = {'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'};
  char t[8] = "abc";
  printf("%zu\n", strnlen(t, big));
  fflush(stdout);
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}strnlen.c:[[@LINE+1]]:14: 1 byte(s) above upper bound
  size_t n = strnlen(s, max);
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%zu\n", n);
  return 0;
}
