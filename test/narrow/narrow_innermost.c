// --narrow=innermost: a row of a multi-dimensional array, m[0], gets the
// row's bounds, so element 5 of it on `int m[3][4]` (which is m[1][1] in
// memory) is reported; by default (and with --narrow=none) the row keeps
// the whole of m and the same program runs clean.
//
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- > %t.c && %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.actual && diff %t.expected %t.actual
// RUN: %mpx-rewrite --narrow=none %s -- > %t.none.c && %cc %cflags %t.none.c -o %t.none %mpxrt
// RUN: %t.none > %t.none.actual && diff %t.expected %t.none.actual
// RUN: %mpx-rewrite --narrow=innermost %s -- > %t.inner.c && %cc %cflags %t.inner.c -o %t.inner %mpxrt
// RUN: not --crash %t.inner 2>&1 | FileCheck %s --check-prefix=INNER

#include <stdio.h>

static volatile int col = 5;
int m[3][4];

int main(void) {
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      m[i][j] = i * 10 + j;
  // The row as a pointer: m[0][col] itself would be undefined past the row
  // (gcc -O2 reads another element), row[col] is not.
  int *row = m[0];
  // INNER: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}narrow_innermost.c:[[@LINE+1]]:18: 5 byte(s) above upper bound of
  printf("%d\n", row[col]);
  return 0;
}
