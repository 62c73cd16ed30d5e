// atol and atof read their string up to its NUL: an unterminated char s[8]
// of digits followed by a field holding 0 is a read of size 9, reported at
// the call.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=ATOL
// RUN: not --crash %t f 2>&1 | FileCheck %s --check-prefix=ATOF
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected && %t.plain f >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual && %t.ok f >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
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

int main(int argc, char **argv) {
  (void)argv;
  struct s x;
  memset(&x, 0, sizeof x);
  memset(x.s, '1', n);
  fprintf(stderr, "before\n");
  // ATOL: before
  // ATOF: before
  if (argc < 2) {
    // ATOL-NEXT: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}atol_atof.c:[[@LINE+1]]:14: 1 byte(s) above upper bound
    long v = atol(x.s);
    fprintf(stderr, "after\n");
    // ATOL-NOT: after
    printf("%ld\n", v);
  } else {
    // ATOF-NEXT: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}atol_atof.c:[[@LINE+1]]:16: 1 byte(s) above upper bound
    double v = atof(x.s);
    fprintf(stderr, "after\n");
    // ATOF-NOT: after
    printf("%g\n", v);
  }
  return 0;
}
