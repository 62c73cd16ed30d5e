// Bounds source: pointer arithmetic p + i and i + p keeps B(p): the result
// may point anywhere, only the access is checked against the original array.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t p+i 2>&1 | FileCheck %s --check-prefix=PI
// RUN: not --crash %t i+p 2>&1 | FileCheck %s --check-prefix=IP
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain p+i > %t.expected && %t.plain i+p >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok p+i > %t.actual && %t.ok i+p >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

#ifdef OK
static volatile int i = 3;
#else
static volatile int i = 4;
#endif

int main(int argc, char **argv) {
  int a[4] = {1, 2, 3, 4};
  int *p = a;
  if (argc > 1 && strcmp(argv[1], "p+i") == 0) {
    // REWRITE: int *q = ((void)(__mpx_set(__mpx_b_q{{[_0-9]*}}, __mpx_b_p{{[_0-9]*}})), p + i)
    int *q = p + i;
    // PI: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}source_ptr_add.c:[[@LINE+2]]:5: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_b_q{{[^;]*}}source_ptr_add.c:[[@LINE+1]]:5"
    *q = 10;
    printf("p+i %d\n", a[3]);
  } else {
    // IP: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}source_ptr_add.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}__mpx_b_p{{[^;]*}}source_ptr_add.c:[[@LINE+1]]:
    printf("i+p %d\n", *(i + p));
  }
  return 0;
}
