// Access form: underflow, p[-1], on a heap block and on a stack array: the
// report says how far below the lower bound the access starts.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t heap 2>&1 | FileCheck %s --check-prefix=HEAP
// RUN: not --crash %t stack 2>&1 | FileCheck %s --check-prefix=STACK
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain heap > %t.expected && %t.plain stack >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok heap > %t.actual && %t.ok stack >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef OK
static volatile int i = 0;
#else
static volatile int i = -1;
#endif

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "heap") == 0) {
    int *p = calloc(4, sizeof(int));
    if (!p)
      return 1;
    // HEAP: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}access_underflow.c:[[@LINE+2]]:5: 4 byte(s) below lower bound
    // REWRITE: __mpx_check_w{{p?}}(&(p[i]){{[^;]*}}__mpx_b_p{{[^;]*}}access_underflow.c:[[@LINE+1]]:5"
    p[i] = 1;
    printf("heap %d\n", p[0]);
    free(p);
  } else {
    double d[2] = {1.5, 2.5};
    double *p = d + 1;
    // STACK: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in main at {{.*}}access_underflow.c:[[@LINE+2]]:{{[0-9]+}}: 8 byte(s) below lower bound
    // REWRITE: __mpx_check_r{{p?}}(&(p[i - 1]){{[^;]*}}__mpx_b_p{{[^;]*}}access_underflow.c:[[@LINE+1]]:
    printf("stack %g\n", p[i - 1]);
  }
  return 0;
}
