// mpx-cc -fno-chkp-flexible-struct-trailing-arrays narrows a trailing [1]
// array (--strict-flex-arrays), so the struct hack's b->data[1] is reported;
// with -fchkp-flexible-struct-trailing-arrays (and by default) it runs clean.
//
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-cc -fcheck-pointer-bounds -mmpx -fchkp-flexible-struct-trailing-arrays %cflags %s -o %t
// RUN: %t > %t.actual && diff %t.expected %t.actual
// RUN: %mpx-cc -fcheck-pointer-bounds -mmpx %cflags %s -o %t.default
// RUN: %t.default > %t.default.actual && diff %t.expected %t.default.actual
// RUN: %mpx-cc -fcheck-pointer-bounds -mmpx -fno-chkp-flexible-struct-trailing-arrays %cflags %s -o %t.strict
// RUN: not --crash %t.strict 2>&1 | FileCheck %s --check-prefix=STRICT

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

struct buffer {
  int len;
  char data[1];
};

int main(void) {
  int n = 10;
  struct buffer *b = malloc(offsetof(struct buffer, data) + n);
  b->len = n;
  for (int i = 0; i < n; i++)
    // STRICT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}mpx_cc_flex_arrays.c:[[@LINE+1]]:5: 1 byte(s) above upper bound of
    b->data[i] = '0' + i;
  printf("%.*s\n", b->len, b->data);
  free(b);
  return 0;
}
