// A check of p->f, with p a parameter the body never assigns and whose
// address it never takes, tests the same address against the same bounds
// each time: one that another identical check precedes on every path is
// not emitted (--stats counts it).  A check on only one branch dominates
// nothing after the branch, and a field at another offset is checked
// again.  The first access past a truncated struct is still reported at its
// own line.
//
// RUN: %mpx-rewrite --stats %s -- > %t.c 2> %t.stats
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: not --crash %run %t 1 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %run %t > %t.actual && diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct rec {
  int a;
  int b;
  long tail[4];
};

// REWRITE-LABEL: int __mpxc_sum(
// REWRITE: __mpx_check_wpc(&(p->a), 4, __mpx_b_p, "{{.*}}.c:[[@LINE+11]]:
// REWRITE-NOT: p->a), 4
// REWRITE: __mpx_check_wpc(&(p->b), 4, __mpx_b_p, "{{.*}}.c:[[@LINE+13]]:
// REWRITE: __mpx_check_wpc(&(p->b), 4, __mpx_b_p, "{{.*}}.c:[[@LINE+13]]:
// REWRITE-NOT: p->b), 4
// REWRITE-LABEL: int sum(
//
// STATS: dominated by the same check (invariant pointer): 5
__attribute__((noinline)) int sum(struct rec *p, int n, int flip) {
  int s = 0;
  // REPORT: mpx: bounds violation: write of size 4 {{.*}} in sum at {{.*}}dominated_field_check.c:[[@LINE+1]]:
  p->a = n;
  s += p->a;
  s += p->a * 2;
  if (flip)
    p->b = 1;
  p->b += 2;
  s += p->b;
  for (int i = 0; i < n; i++) {
    s += p->a;
    if (flip)
      s += p->b;
  }
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  // with an argument, a block too small for even p->a
  struct rec *p = calloc(1, argc > 1 ? 2 : sizeof *p);
  // CHECK: sum 30
  printf("sum %d\n", sum(p, 3, 1));
  free(p);
  return 0;
}
