// strncasecmp reads at most n characters, ignoring case: n equal to the
// size of an unterminated char a[4] (a field follows) that matches is fine,
// n one larger is reported at the call as a read of size 5.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <strings.h>

struct s {
  char a[4];
  char next[4];
};

#ifdef OK
static volatile size_t n = 4;
#else
static volatile size_t n = 5;
#endif

int main(void) {
  struct s x = {{'a', 'b', 'c', 'd'}, "EFG"};
  char b[8] = "ABCDEF";
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: read of size 5 at 0x{{[0-9a-f]+}} in main at {{.*}}strncasecmp.c:[[@LINE+1]]:11: 1 byte(s) above upper bound
  int r = strncasecmp(x.a, b, n);
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%d\n", r);
  return 0;
}
