// strchrnul stops at the character or at the NUL: not found in an
// unterminated char s[8] (a field follows), the search would run past the
// array, reported at the call as a read of size 9; the pointer it returns
// keeps s's bounds, so reading past the array through it is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: not --crash %t r 2>&1 | FileCheck %s --check-prefix=RESULT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected && %t.plain r >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual && %t.ok r >> %t.actual
// RUN: diff %t.expected %t.actual

#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>

struct s {
  char s[8];
  char zero[8];
};

#ifdef OK
static volatile int c = 'f';
static volatile int i = 5;
#else
static volatile int c = 'z';
static volatile int i = 6;
#endif

int main(int argc, char **argv) {
  (void)argv;
  struct s x = {{'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'}, ""};
  if (argc < 2) {
    fprintf(stderr, "before\n");
    // REPORT: before
    // REPORT-NEXT: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}strchrnul.c:[[@LINE+1]]:15: 1 byte(s) above upper bound
    char *q = strchrnul(x.s, c);
    fprintf(stderr, "after\n");
    // REPORT-NOT: after
    printf("%d\n", (int)(q - x.s));
  } else {
    char *p = strchrnul(x.s, 'c');
    printf("c at %d\n", (int)(p - x.s));
    fflush(stdout);
    fprintf(stderr, "before\n");
    // RESULT: before
    // RESULT-NEXT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}strchrnul.c:[[@LINE+1]]:14: 1 byte(s) above upper bound
    char d = p[i];
    fprintf(stderr, "after\n");
    // RESULT-NOT: after
    printf("%d\n", d);
  }
  return 0;
}
