// Bounds source: (x, p) carries the bounds of its right operand; the left
// operand is evaluated once for its side effect.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

#ifdef OK
static volatile int i = 2;
#else
static volatile int i = 3;
#endif

static int calls;

static int tick(void) { return ++calls; }

int main(void) {
  short a[3] = {1, 2, 3};
  long other[16] = {0};
  (void)other;
  // REWRITE: short *p = {{.*}}(tick(), a){{.*}}__mpx_make_to(&({{[^)]*}}), a, sizeof(a))
  short *p = (tick(), a);
  fprintf(stderr, "calls %d\n", calls);
  // REPORT: calls 1
  // REPORT: mpx: bounds violation: read of size 2 at 0x{{[0-9a-f]+}} in main at {{.*}}source_comma.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  printf("%d %d\n", (tick(), p)[i], calls);
  return 0;
}
