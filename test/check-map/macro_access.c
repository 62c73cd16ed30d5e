// An access written inside a macro's body is marked at the macro's
// invocation; one in a macro argument at the argument's own tokens.
//
// RUN: rm -rf %t.d
// RUN: %mpx-rewrite %s --check-report=%t.d -o %t.c --
// RUN: %check-map json %t.d macro_access.c | FileCheck %s
// RUN: %cc %cflags %t.c -o %t %mpxrt && %t | FileCheck %s --check-prefix=OUT

#include <stdio.h>

#define FIRST(p) ((p)[0])
#define SAME(x) (x)

static int get(const int *p, int i) {
  // CHECK: [[@LINE+2]]:10 checked read get
  // CHECK: [[@LINE+1]]:26 checked read get
  return FIRST(p) + SAME(p[i]);
}

int main(void) {
  int a[3] = {4, 5, 6};
  printf("%d\n", get(a, 2));
  return 0;
}
// CHECK: totals checked=3 proved=0 unchecked=0
// OUT: 10
