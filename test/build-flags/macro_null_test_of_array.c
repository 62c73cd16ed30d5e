/* A macro testing its argument for NULL, given an array, a function or
 * &x: spelled out in the output, the test would make gcc's -Waddress and
 * clang's -Wtautological-pointer-compare fire under -Wall -Werror (they
 * are quiet inside macros).
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: %cc %cflags %t.c -o %t %mpxrt
 * RUN: clang-19 %cflags %t.c -o %t.clang %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: %run %t.clang | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stddef.h>
#include <stdio.h>

struct S {
  double v;
};

#define SET_VALUE(o, n) (((o) != NULL) ? ((o)->v = (n)) : (n))
#define GET_OR(o, d) (!(o) ? (d) : (o)[0])
#define CALL_IF(f, x) ((f) && (f)(x) ? 1 : 0)
#define WHEN(p) if (p)

static int positive(double x) { return x > 0; }

static double f(double x, int i) {
  struct S item[1];
  double a[2] = {1, 2};
  int n = 0;
  SET_VALUE(item, x);
  n += CALL_IF(positive, x);
  WHEN(&n) n++;
  // BAD: mpx: bounds violation: read of size 8 {{.*}}macro_null_test_of_array.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
  return GET_OR(a + i, 0) + item[0].v + n;
}

int main(int argc, char **argv) {
  (void)argv;
  // CHECK: 6
  printf("%g\n", f(2, argc > 1 ? 2 : 1));
  return 0;
}
