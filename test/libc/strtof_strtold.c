// strtof's and strtold's end pointer gets the string's bounds: reading
// past char s[8] (a field follows) through it is reported at the read.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=F
// RUN: not --crash %t ld 2>&1 | FileCheck %s --check-prefix=LD
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected && %t.plain ld >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual && %t.ok ld >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct s {
  char s[8];
  char next[8];
};

#ifdef OK
static volatile int i = 4;
#else
static volatile int i = 5;
#endif

int main(int argc, char **argv) {
  (void)argv;
  struct s x = {"1.5xy", "next"};
  char *end;
  if (argc < 2) {
    float v = strtof(x.s, &end);
    printf("%g rest %s\n", (double)v, end);
    fflush(stdout);
    fprintf(stderr, "before\n");
    // F: before
    // F-NEXT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}strtof_strtold.c:[[@LINE+1]]:14: 1 byte(s) above upper bound
    char c = end[i];
    fprintf(stderr, "after\n");
    // F-NOT: after
    printf("%d\n", c);
  } else {
    long double v = strtold(x.s, &end);
    printf("%Lg rest %s\n", v, end);
    fflush(stdout);
    fprintf(stderr, "before\n");
    // LD: before
    // LD-NEXT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}strtof_strtold.c:[[@LINE+1]]:14: 1 byte(s) above upper bound
    char c = end[i];
    fprintf(stderr, "after\n");
    // LD-NOT: after
    printf("%d\n", c);
  }
  return 0;
}
