// fgets may write n bytes: n larger than the buffer is reported at the
// call as a write of size n, before a byte is read.
//
// RUN: printf 'hello, world\nsecond\n' > %t.in
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t %t.in 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain %t.in > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok %t.in > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

struct dst {
  char d[8];
  char canary[8];
};

#ifdef OK
static volatile int n = 8;
#else
static volatile int n = 9;
#endif

int main(int argc, char **argv) {
  if (argc < 2)
    return 2;
  FILE *f = fopen(argv[1], "r");
  if (!f)
    return 3;
  struct dst x = {"", "canary"};
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: write of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}fgets.c:[[@LINE+1]]:13: 1 byte(s) above upper bound
  char *r = fgets(x.d, n, f);
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("[%s] %s %d\n", r ? r : "(eof)", x.canary, r == x.d);
  fclose(f);
  return 0;
}
