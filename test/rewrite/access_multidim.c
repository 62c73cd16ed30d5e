// Access form: m[i][j] through a pointer to rows, int (*m)[4] = malloc(...):
// the access is checked against the whole block; a row overflow that stays
// inside the block is not reported by default (m[0][5] in the twin), the
// element after the block is.
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
#include <stdlib.h>

static volatile int r0 = 0, c5 = 5, r2 = 2;
#ifdef OK
static volatile int j = 3;
#else
static volatile int j = 4;
#endif

int main(void) {
  int (*m)[4] = calloc(3, sizeof *m);
  if (!m)
    return 1;
  // REWRITE: __mpx_check_w{{p?}}(&(m[r0][c5]){{[^;]*}}__mpx_b_m{{[^;]*}}access_multidim.c:[[@LINE+1]]:3"
  m[r0][c5] = 6;
  printf("%d\n", m[1][1]);
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}access_multidim.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound
  // REWRITE: __mpx_check_r{{p?}}(&(m[r2][j]){{[^;]*}}__mpx_b_m{{[^;]*}}access_multidim.c:[[@LINE+1]]:
  printf("%d\n", m[r2][j]);
  free(m);
  return 0;
}
