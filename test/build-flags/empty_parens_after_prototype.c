/* A `()` definition after a `(void)` prototype: the clone's bounds
 * parameter goes inside the parentheses, which keep their ')'.
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: %cc %cflags %t.c -o %t %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stdio.h>
#include <stdlib.h>

struct R {
  int a[2];
};

struct R *build(void);
struct R *build() { return malloc(sizeof(struct R)); }

/* The index of the deliberate overflow, hidden from the compiler (gcc -O2
 * would warn, -Warray-bounds, once the clone of build is inlined). */
static volatile int two = 2;

int main(int argc, char **argv) {
  struct R *r = build();
  int *p = (int *)r;
  (void)argv;
  p[1] = 5;
  // CHECK: 5
  printf("%d\n", r->a[1]);
  // BAD: mpx: bounds violation: write of size 4 {{.*}}empty_parens_after_prototype.c:[[@LINE+2]]:5: 1 byte(s) above upper bound
  if (argc > 1)
    p[two] = 1;
  free(r);
  return 0;
}
