/* A `register` variable holding pointers may need its address (its
 * pointer members' bounds live in the bounds table): the rewriter drops
 * `register` from such variables and parameters.
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: %cc %cflags %t.c -o %t %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stdio.h>

struct S {
  int *p;
  int n;
};

static int sum(register struct S a, register int i) {
  register struct S s, t;
  s = a;
  t = s;
  // BAD: mpx: bounds violation: read of size 4 {{.*}}register_struct_with_pointer.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
  return t.p[i] + s.n;
}

int main(int argc, char **argv) {
  int x = 42;
  register struct S s;
  (void)argv;
  s.p = &x;
  s.n = 1;
  // CHECK: 43
  printf("%d\n", sum(s, argc > 1 ? 1 : 0));
  return 0;
}
