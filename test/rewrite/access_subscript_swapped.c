// Access form: i[p] (the subscript written the other way round) is the same
// access as p[i] and is checked against B(p), for a pointer and an array.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t pointer 2>&1 | FileCheck %s --check-prefix=POINTER
// RUN: not --crash %t array 2>&1 | FileCheck %s --check-prefix=ARRAY
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain pointer > %t.expected && %t.plain array >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok pointer > %t.actual && %t.ok array >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

#ifdef OK
static volatile int i = 3;
#else
static volatile int i = 4;
#endif

int main(int argc, char **argv) {
  int a[4] = {10, 20, 30, 40};
  int *p = a;
  if (argc > 1 && strcmp(argv[1], "pointer") == 0) {
    // POINTER: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}access_subscript_swapped.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_r{{p?}}(&(i[p]){{[^;]*}}__mpx_b_p{{[^;]*}}access_subscript_swapped.c:[[@LINE+1]]:
    printf("pointer %d\n", i[p]);
  } else {
    // ARRAY: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}access_subscript_swapped.c:[[@LINE+2]]:5: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_w{{p?}}(&(i[a]){{[^;]*}}__mpx_make(a, sizeof(a)){{[^;]*}}access_subscript_swapped.c:[[@LINE+1]]:5"
    i[a] = 5;
    printf("array %d\n", a[3]);
  }
  return 0;
}
