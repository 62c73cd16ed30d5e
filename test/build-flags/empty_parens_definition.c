/* A definition with empty parentheses and no prototype has no parameters:
 * it is cloned like (void), so its result carries exact bounds and
 * get_data()[100] is reported; a call that passes arguments anyway (which
 * gcc accepts) still builds and goes through the original entry.
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: FileCheck --check-prefix=OUT %s < %t.c
 * RUN: %cc %cflags -Wno-unused-parameter %t.c -o %t %mpxrt
 * RUN: %run %t | FileCheck --check-prefix=OK %s
 * RUN: not --crash %t over 2>&1 | FileCheck %s
 */
#include <stdio.h>

static int data[10];

// OUT: int *__mpxc_get_data(__mpx_bnd *__mpx_rb)
int *get_data() { return data; }

int main(int argc, char **argv) {
  (void)argv;
  data[9] = 7;
  // OK: 7
  // CHECK: mpx: bounds violation: read of size 4 {{.*}}empty_parens_definition.c:[[@LINE+1]]:18: 361 byte(s) above upper bound
  printf("%d\n", get_data()[argc > 1 ? 100 : 9]);
  return 0;
}
