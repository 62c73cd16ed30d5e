// stpncpy writes exactly n bytes (it pads with NULs): n one larger than
// char d[8] (a canary field follows) is a write of size 9 reported at the
// call even for a short source; the pointer it returns keeps d's bounds.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: not --crash %t r 2>&1 | FileCheck %s --check-prefix=RESULT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected && %t.plain r >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual && %t.ok r >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

struct dst {
  char d[8];
  char canary[8];
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
  struct dst x = {"", "canary"};
  char src[4] = "abc";
  if (argc < 2) {
    fprintf(stderr, "before\n");
    // REPORT: before
    // REPORT-NEXT: mpx: bounds violation: write of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}stpncpy.c:[[@LINE+1]]:15: 1 byte(s) above upper bound
    char *e = stpncpy(x.d, src, n);
    fprintf(stderr, "after\n");
    // REPORT-NOT: after
    printf("%s %d %s\n", x.d, (int)(e - x.d), x.canary);
  } else {
    char *e = stpncpy(x.d, src, sizeof x.d);
    printf("%s %d %s\n", x.d, (int)(e - x.d), x.canary);
    fflush(stdout);
    fprintf(stderr, "before\n");
    // RESULT: before
    // RESULT-NEXT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}stpncpy.c:[[@LINE+1]]:14: 1 byte(s) above upper bound
    char c = e[i];
    fprintf(stderr, "after\n");
    // RESULT-NOT: after
    printf("%d\n", c);
  }
  return 0;
}
