// strtoll's and strtoull's end pointer gets the string's bounds: reading
// past char s[8] (a field follows) through it is reported at the read.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=LL
// RUN: not --crash %t u 2>&1 | FileCheck %s --check-prefix=ULL
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected && %t.plain u >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual && %t.ok u >> %t.actual
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
  struct s x = {"123xy", "next"};
  char *end;
  if (argc < 2) {
    long long v = strtoll(x.s, &end, 10);
    printf("%lld rest %s\n", v, end);
    fflush(stdout);
    fprintf(stderr, "before\n");
    // LL: before
    // LL-NEXT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}strtoll_strtoull.c:[[@LINE+1]]:14: 1 byte(s) above upper bound
    char c = end[i];
    fprintf(stderr, "after\n");
    // LL-NOT: after
    printf("%d\n", c);
  } else {
    unsigned long long v = strtoull(x.s, &end, 10);
    printf("%llu rest %s\n", v, end);
    fflush(stdout);
    fprintf(stderr, "before\n");
    // ULL: before
    // ULL-NEXT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}strtoll_strtoull.c:[[@LINE+1]]:14: 1 byte(s) above upper bound
    char c = end[i];
    fprintf(stderr, "after\n");
    // ULL-NOT: after
    printf("%d\n", c);
  }
  return 0;
}
