// Bounds source: &x of a scalar (a local and a global) has the bounds of
// exactly that object, so p[1] through p = &x is a write one element past it.
// The correct twin writes p[0].
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t local 2>&1 | FileCheck %s --check-prefix=LOCAL
// RUN: not --crash %t global 2>&1 | FileCheck %s --check-prefix=GLOBAL
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain local > %t.expected && %t.plain global >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok local > %t.actual && %t.ok global >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

#ifdef OK
static volatile int idx = 0;
#else
static volatile int idx = 1;
#endif

long gx = 5;

int main(int argc, char **argv) {
  int x = 41;
  if (argc > 1 && strcmp(argv[1], "local") == 0) {
    // REWRITE: int *p = ({{.*}}__mpx_make_to(&({{[^)]*}}), &x, sizeof(x))
    int *p = &x;
    // LOCAL: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}source_addr_scalar.c:[[@LINE+2]]:5: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_b_p{{[^;]*}}source_addr_scalar.c:[[@LINE+1]]:5"
    p[idx] = 42;
    printf("local %d\n", x);
  } else {
    // REWRITE: long *q = ({{.*}}__mpx_make_to(&({{[^)]*}}), &gx, sizeof(gx))
    long *q = &gx;
    // GLOBAL: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in main at {{.*}}source_addr_scalar.c:[[@LINE+2]]:28: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}__mpx_b_q{{[^;]*}}source_addr_scalar.c:[[@LINE+1]]:28"
    printf("global %ld\n", q[idx]);
  }
  return 0;
}
