// mempcpy checks the whole destination range and the whole source range
// before copying: one byte too many into d (a canary field follows) is a
// write of size 9, one byte too many out of char small[8] a read of size 9.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: not --crash %t src 2>&1 | FileCheck %s --check-prefix=SRC
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected && %t.plain src >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual && %t.ok src >> %t.actual
// RUN: diff %t.expected %t.actual

#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>

struct dst {
  char d[8];
  char canary[8];
};

#ifdef OK
static volatile size_t n = 8;
#else
static volatile size_t n = 9;
#endif

int main(int argc, char **argv) {
  (void)argv;
  struct dst x;
  memset(&x, 0, sizeof x);
  char big[16] = "abcdefghijklmno";
  char small[8] = "ABCDEFG";
  char wide[16] = "";
  char *e;
  fprintf(stderr, "before\n");
  // REPORT: before
  // SRC: before
  if (argc < 2)
    // REPORT-NEXT: mpx: bounds violation: write of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}mempcpy.c:[[@LINE+1]]:9: 1 byte(s) above upper bound
    e = mempcpy(x.d, big, n);
  else
    // SRC-NEXT: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}mempcpy.c:[[@LINE+1]]:9: 1 byte(s) above upper bound
    e = mempcpy(wide, small, n);
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  // SRC-NOT: after
  printf("%.8s canary %d wide %s %d\n", x.d, x.canary[0], wide, argc < 2 ? (int)(e - x.d) : (int)(e - wide));
  return 0;
}
