// a.c and b.c both instrumented, rewritten separately: a's weak fallback
// clone of b_fill is overridden by b's real clone, so the array's bounds
// travel from a to b, and the overflow inside b is caught at b's line.
//
// RUN: rm -rf %t && split-file %s %t
// RUN: %mpx-rewrite %t/a.c -- -I%t > %t/a.rw.c
// RUN: %mpx-rewrite %t/b.c -- -I%t > %t/b.rw.c
// RUN: %cc %cflags -I%t -c %t/a.rw.c -o %t/a.o
// RUN: %cc %cflags -I%t -c %t/b.rw.c -o %t/b.o
// RUN: %cc %cflags %t/a.o %t/b.o -o %t/both %mpxrt
// RUN: not --crash %t/both 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK -I%t %t/a.c %t/b.c -o %t/plain && %t/plain > %t/expected
// RUN: %mpx-rewrite %t/a.c -- -I%t -DOK > %t/a.ok.c
// RUN: %cc %cflags -DOK -I%t -c %t/a.ok.c -o %t/a.ok.o
// RUN: %cc %cflags %t/a.ok.o %t/b.o -o %t/both.ok %mpxrt && %t/both.ok > %t/actual
// RUN: diff %t/expected %t/actual

// REPORT: mpx: bounds violation: write of size 2 at 0x{{[0-9a-f]+}} in b_fill at {{.*}}b.c:6:5: 1 byte(s) above upper bound

//--- common.h
void b_fill(short *v, int n, short value);

//--- a.c
#include <stdio.h>
#include "common.h"

int main(void) {
  short v[6];
#ifdef OK
  b_fill(v, 6, 7);
#else
  b_fill(v, 7, 7);
#endif
  printf("%d %d\n", v[0], v[5]);
  return 0;
}

//--- b.c
#include "common.h"

void b_fill(short *v, int n, short value) {
  int i;
  for (i = 0; i < n; i++)
    v[i] = value;
}
