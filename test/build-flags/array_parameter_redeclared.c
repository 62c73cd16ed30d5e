/* A parameter declared as an array of fixed size, `char buf[4]`, in a
 * prototype and in the definition: the clone's prototype and the forwarder
 * the rewriter adds declare it the same way, or gcc's -Warray-parameter
 * (-Wall) warns of a mismatched bound.
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: %cc %cflags %t.c -o %t %mpxrt
 * RUN: clang-19 %cflags %t.c -o %t.clang %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: %run %t.clang | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stdio.h>

typedef unsigned char block[8];

const char *name(int n, char buf[4]);
int sum(const block b, int m[2][3]);

const char *name(int n, char buf[4]) {
  buf[0] = 'B';
  buf[1] = (char)('0' + n);
  // BAD: mpx: bounds violation: write of size 1 {{.*}}array_parameter_redeclared.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  buf[n > 4 ? 4 : 2] = 0;
  return buf;
}

int sum(const block b, int m[2][3]) { return b[0] + b[7] + m[1][2]; }

int main(int argc, char **argv) {
  char buf[4];
  block b = {1, 0, 0, 0, 0, 0, 0, 2};
  int m[2][3] = {{0}, {0, 0, 3}};
  const char *(*f)(int, char *) = name;
  (void)argv;
  // CHECK: B4 6
  printf("%s %d\n", name(4, buf), sum(b, m));
  f(argc > 1 ? 5 : 3, buf);
  return 0;
}
