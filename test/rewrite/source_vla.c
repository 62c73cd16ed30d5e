// Bounds source: a variable-length array int a[n] gets [a, a + n*4 - 1],
// computed at run time, both for a[i] and for a pointer it decays to.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t direct 2>&1 | FileCheck %s --check-prefix=DIRECT
// RUN: not --crash %t pointer 2>&1 | FileCheck %s --check-prefix=POINTER
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain direct > %t.expected && %t.plain pointer >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok direct > %t.actual && %t.ok pointer >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

static volatile int n = 5;
#ifdef OK
static volatile int i = 4;
#else
static volatile int i = 5;
#endif

int main(int argc, char **argv) {
  int a[n];
  for (int k = 0; k < n; k++)
    a[k] = k;
  if (argc > 1 && strcmp(argv[1], "direct") == 0) {
    // DIRECT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}source_vla.c:[[@LINE+2]]:5: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_make(a, sizeof(a)){{[^;]*}}source_vla.c:[[@LINE+1]]:5"
    a[i] = 9;
    printf("direct %d\n", a[4]);
  } else {
    // REWRITE: int *p = ({{.*}}__mpx_make_to(&({{[^)]*}}), a, sizeof(a))
    int *p = a;
    // POINTER: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}source_vla.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}__mpx_b_p{{[^;]*}}source_vla.c:[[@LINE+1]]:
    printf("pointer %d\n", p[i]);
  }
  return 0;
}
