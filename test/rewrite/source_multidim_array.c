// Bounds source: a multi-dimensional array m has the bounds of the whole of
// m.  m[i][j] past the end of m is reported; by default a row overflow that
// stays inside m is NOT (rows keep the whole array's bounds unless
// --narrow=innermost): the correct twin writes m[0][5] of int m[3][4],
// which is m[1][1], and runs clean.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

static volatile int row = 0, col = 5;
#ifdef OK
static volatile int last = 3;
#else
static volatile int last = 4;
#endif

int main(void) {
  int m[3][4] = {{0}};
  // Row overflow inside m: not reported by default.
  // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_make(m, sizeof(m)){{[^;]*}}source_multidim_array.c:[[@LINE+1]]:3"
  m[row][col] = 11;
  printf("m[1][1] = %d\n", m[1][1]);
  // Past the whole array: m[2][4] is one element after m.
  // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}source_multidim_array.c:[[@LINE+2]]:3: 1 byte(s) above upper bound
  // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_make(m, sizeof(m)){{[^;]*}}source_multidim_array.c:[[@LINE+1]]:3"
  m[2][last] = 12;
  printf("m[2][3] = %d\n", m[2][3]);
  return 0;
}
