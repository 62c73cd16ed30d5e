// strcasestr reads both strings to their NUL: an unterminated haystack
// char hay[8] (a field follows) is reported at the call as a read of size 9;
// the pointer it returns keeps the haystack's bounds, so reading past the
// array through it is reported at that read.
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
  char hay[8];
  char zero[8];
};

#ifdef OK
static volatile int last = 0;
static volatile int i = 5;
#else
static volatile int last = 'h';
static volatile int i = 6;
#endif

int main(int argc, char **argv) {
  (void)argv;
  struct s x = {"abcdefg", ""};
  if (argc < 2) {
    x.hay[7] = (char)last;
    fprintf(stderr, "before\n");
    // REPORT: before
    // REPORT-NEXT: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}strcasestr.c:[[@LINE+1]]:15: 1 byte(s) above upper bound
    char *q = strcasestr(x.hay, "EF");
    fprintf(stderr, "after\n");
    // REPORT-NOT: after
    printf("EF at %d\n", (int)(q - x.hay));
  } else {
    char *p = strcasestr(x.hay, "CD");
    printf("CD at %d\n", (int)(p - x.hay));
    fflush(stdout);
    fprintf(stderr, "before\n");
    // RESULT: before
    // RESULT-NEXT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}strcasestr.c:[[@LINE+1]]:14: 1 byte(s) above upper bound
    char c = p[i];
    fprintf(stderr, "after\n");
    // RESULT-NOT: after
    printf("%d\n", c);
  }
  return 0;
}
