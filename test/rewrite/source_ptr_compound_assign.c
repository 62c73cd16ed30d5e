// Bounds source: p += n and p -= n keep B(p); the bounds follow the pointer
// through both, on a heap block.
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

#ifdef OK
static volatile int n = 5;
#else
static volatile int n = 6;
#endif

int main(void) {
  double *base = malloc(8 * sizeof(double));
  if (!base)
    return 1;
  for (int k = 0; k < 8; k++)
    base[k] = k;
  double *p = base;
  p += 4;
  p -= 2;
  // REWRITE: p += n
  p += n;
  // REPORT: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in main at {{.*}}source_ptr_compound_assign.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound
  // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}__mpx_b_p{{[^;]*}}source_ptr_compound_assign.c:[[@LINE+1]]:
  printf("%g\n", *p);
  free(base);
  return 0;
}
