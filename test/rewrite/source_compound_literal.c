// Bounds source: a compound literal (an array one decaying, and the address
// of a struct one) has the bounds of the whole literal object.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t array 2>&1 | FileCheck %s --check-prefix=ARRAY
// RUN: not --crash %t struct 2>&1 | FileCheck %s --check-prefix=STRUCT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain array > %t.expected && %t.plain struct >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok array > %t.actual && %t.ok struct >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

#ifdef OK
static volatile int n = 2;
#else
static volatile int n = 3;
#endif

struct pt {
  int x, y;
};

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "array") == 0) {
    // REWRITE: int *p = {{.*}}((int[]){1, 2, 3}){{.*}}__mpx_make_to(&({{[^)]*}}), {{[^;]*}}, 12)
    int *p = (int[]){1, 2, 3};
    // ARRAY: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}source_compound_literal.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}__mpx_b_p{{[^;]*}}source_compound_literal.c:[[@LINE+1]]:
    printf("array %d\n", p[n]);
  } else {
    // REWRITE: struct pt *q = {{.*}}__mpx_make_to(&({{[^)]*}}), 
    struct pt *q = &(struct pt){4, 5};
    // STRUCT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}source_compound_literal.c:[[@LINE+2]]:5: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_b_q{{[^;]*}}source_compound_literal.c:[[@LINE+1]]:5"
    q[n - 2].x = 6;
    printf("struct %d %d\n", q->x, q->y);
  }
  return 0;
}
