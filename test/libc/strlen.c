// strlen of a buffer with no NUL inside its bounds (the next field holds
// one) is reported as a read one byte past the upper bound, at the call.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

struct s {
  char buf[8];
  char next[8];
};

#ifdef OK
static volatile int last = 0;
#else
static volatile int last = 'h';
#endif

int main(void) {
  struct s x = {{'a', 'b', 'c', 'd', 'e', 'f', 'g', 0}, "zz"};
  x.buf[7] = (char)last;
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}strlen.c:[[@LINE+1]]:14: 1 byte(s) above upper bound
  size_t n = strlen(x.buf);
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%zu\n", n);
  return 0;
}
