// memrchr checks the whole range it may scan, searching backwards from
// s + n: n one larger than char s[8] (a field follows) is a read of size 9
// reported at the call; the pointer it returns keeps s's bounds, so reading
// past the array through it is reported at that read.
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
  char next[8];
};

#ifdef OK
static volatile size_t n = 8;
static volatile int i = 4;
#else
static volatile size_t n = 9;
static volatile int i = 5;
#endif

int main(int argc, char **argv) {
  (void)argv;
  struct s x = {{'a', 'b', 'c', 'b', 'e', 'f', 'g', 'h'}, "zzzzzzz"};
  if (argc < 2) {
    fprintf(stderr, "before\n");
    // REPORT: before
    // REPORT-NEXT: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}memrchr.c:[[@LINE+1]]:15: 1 byte(s) above upper bound
    char *q = memrchr(x.s, 'z', n);
    fprintf(stderr, "after\n");
    // REPORT-NOT: after
    printf("%s\n", q ? "found" : "not found");
  } else {
    char *p = memrchr(x.s, 'b', sizeof x.s);
    printf("b at %d\n", (int)(p - x.s));
    fflush(stdout);
    fprintf(stderr, "before\n");
    // RESULT: before
    // RESULT-NEXT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}memrchr.c:[[@LINE+1]]:14: 1 byte(s) above upper bound
    char c = p[i];
    fprintf(stderr, "after\n");
    // RESULT-NOT: after
    printf("%d\n", c);
  }
  return 0;
}
