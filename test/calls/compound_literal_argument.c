// A compound literal passed to a clone whose later argument is a call, or
// to a function through a pointer, keeps its bounds across the call (the
// arguments are held in temporaries of the function, in order, rather than
// in a statement expression that would end the literal's life when the
// call returns): the returned pointer is checked against the literal, and
// the literal still holds its values after the statement.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags -O2 %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: not --crash %run %t direct 2>&1 | FileCheck %s --check-prefix=DIRECT
// RUN: not --crash %run %t pointer 2>&1 | FileCheck %s --check-prefix=POINTER
// RUN: %cc %cflags -O0 %t.c -o %t.O0 %mpxrt
// RUN: %run %t.O0 | FileCheck %s
//
// CHECK: 16 18 18

#include <stdio.h>
#include <string.h>

static int *kept;
__attribute__((noinline)) int *keep(int *p, int n) {
  kept = p;
  (void)n;
  return p;
}
__attribute__((noinline)) int next(void) { return 1; }
__attribute__((noinline)) int clobber(int x) {
  volatile int a[64];
  for (int i = 0; i < 64; i++)
    a[i] = 99 + x;
  return a[x & 63];
}
int *(*kp)(int *, int) = keep;

int main(int argc, char **argv) {
  int *a = keep((int[]){15, 16}, next());
  int *b = kp((int[]){17, 18}, next());
  clobber(argc);
  printf("%d %d %d\n", a[1], b[1], kept[1]);
  if (argc > 1 && strcmp(argv[1], "direct") == 0)
    // DIRECT: mpx: bounds violation: read of size 4 {{.*}} in main at {{.*}}compound_literal_argument.c:[[@LINE+1]]:12: 1 byte(s) above upper bound
    return a[2];
  if (argc > 1)
    // POINTER: mpx: bounds violation: read of size 4 {{.*}} in main at {{.*}}compound_literal_argument.c:[[@LINE+1]]:12: 1 byte(s) above upper bound
    return b[2];
  return 0;
}
