/* Generated names never meet the program's: the shadow of local `p` and
 * the bounds parameter of `p_1` both started as __mpx_b_p_1.  Every name
 * the output invents comes from one allocator that knows every identifier
 * of the file and its headers.
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: %cc %cflags %t.c -o %t %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stdio.h>

#define __mpx_t1 0 /* even a program using the tool's prefix */

int f(char *p_1, int i) {
  char *p = p_1;
  char *__mpx_b_p_2 = p + __mpx_t1;
  p[0] = 'a';
  // BAD: mpx: bounds violation: read of size 1 {{.*}}shadow_name_collision.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
  return __mpx_b_p_2[i];
}

int main(int argc, char **argv) {
  char b[1];
  (void)argv;
  // CHECK: 97
  printf("%d\n", f(b, argc > 1 ? 1 : 0));
  return 0;
}
