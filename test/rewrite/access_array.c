// Access form: a[i] on an array object (no pointer variable involved): an
// array of structs indexed directly, a[i].f, read and written, on the stack
// and in a global.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t stack 2>&1 | FileCheck %s --check-prefix=STACK
// RUN: not --crash %t global 2>&1 | FileCheck %s --check-prefix=GLOBAL
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain stack > %t.expected && %t.plain global >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok stack > %t.actual && %t.ok global >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

#ifdef OK
static volatile int i = 2;
#else
static volatile int i = 3;
#endif

struct item {
  int id;
  int qty;
};

struct item stock[3] = {{1, 10}, {2, 20}, {3, 30}};

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "stack") == 0) {
    struct item cart[3] = {{4, 1}, {5, 2}, {6, 3}};
    // STACK: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}access_array.c:[[@LINE+2]]:5: 5 byte(s) above upper bound
    // REWRITE: __mpx_check_w{{p?}}(&(cart[i].qty){{[^;]*}}__mpx_make(cart, sizeof(cart)){{[^;]*}}access_array.c:[[@LINE+1]]:5"
    cart[i].qty = 0;
    printf("stack %d\n", cart[2].qty);
  } else {
    // GLOBAL: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}access_array.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_r{{p?}}(&(stock[i].id){{[^;]*}}__mpx_make(stock, sizeof(stock)){{[^;]*}}access_array.c:[[@LINE+1]]:
    printf("global %d\n", stock[i].id);
  }
  return 0;
}
