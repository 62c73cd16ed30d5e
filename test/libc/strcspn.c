// strcspn reads its string up to its NUL: an unterminated char s[8]
// followed by a field holding 0 is a read of size 9, reported at the call.
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
  char s[8];
  char zero[8];
};

#ifdef OK
static volatile size_t n = 7;
#else
static volatile size_t n = 8;
#endif

int main(void) {
  struct s x;
  memset(&x, 0, sizeof x);
  memset(x.s, 'a', n);
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}strcspn.c:[[@LINE+1]]:19: 1 byte(s) above upper bound
  printf("%zu\n", strcspn(x.s, "xyz"));
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  return 0;
}
