// Bounds source: a global array, indexed directly and through a pointer it
// decayed to; both the read and the write one past the end are reported.
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

#ifdef OK
static volatile int n = 4;
#else
static volatile int n = 5;
#endif

int table[5] = {1, 2, 3, 4, 5};
int after[5] = {6, 7, 8, 9, 10};

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "direct") == 0) {
    // DIRECT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}source_global_array.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}__mpx_make(table, sizeof(table)){{[^;]*}}source_global_array.c:[[@LINE+1]]:{{[0-9]+}}"
    printf("direct %d\n", table[n]);
  } else {
    // REWRITE: int *p = ({{.*}}__mpx_make_to(&({{[^)]*}}), table, sizeof(table))
    int *p = table;
    // POINTER: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}source_global_array.c:[[@LINE+2]]:5: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_b_p{{[^;]*}}source_global_array.c:[[@LINE+1]]:5"
    p[n] = 0;
    printf("pointer %d %d\n", table[4], after[0]);
  }
  return 0;
}
