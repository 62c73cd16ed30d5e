// mpx-cc -fchkp-narrow-to-innermost-array narrows a row of a two-dimensional
// array: m[0][5] on `int m[3][4]` is reported; without the flag it runs clean.
//
// RUN: %mpx-cc -fcheck-pointer-bounds -mmpx %cflags %s -o %t
// RUN: %t | FileCheck %s --check-prefix=DEFAULT
// RUN: %mpx-cc -fcheck-pointer-bounds -mmpx -fchkp-narrow-to-innermost-array %cflags %s -o %t.inner
// RUN: not --crash %t.inner 2>&1 | FileCheck %s --check-prefix=INNER

#include <stdio.h>

static volatile int col = 5;
int m[3][4];

int main(void) {
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      m[i][j] = i * 10 + j;
  // INNER: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}mpx_cc_innermost.c:[[@LINE+2]]:18: 5 byte(s) above upper bound of
  // DEFAULT: 11
  printf("%d\n", m[0][col]);
  return 0;
}
