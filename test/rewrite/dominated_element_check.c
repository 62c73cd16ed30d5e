// The dominated checks of an invariant pointer parameter compare the bytes
// an access covers, not its spelling: p[2] checked once is not checked
// again, and *p and p[0] are the same check; an element at a variable
// index is always checked.  A
// violation is still reported by the first access, at its own line.
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

// REWRITE-LABEL: int __mpxc_sum(
// REWRITE: __mpx_check_rp{{c?}}(&(p[2]), 4, __mpx_b_p, "{{.*}}.c:[[@LINE+12]]:
// REWRITE: __mpx_check_rp{{c?}}(&(*p), 4, __mpx_b_p, "{{.*}}.c:[[@LINE+12]]:
// REWRITE-NOT: &(p[2])
// REWRITE-NOT: &(p[0])
// REWRITE: __mpx_check_rp(&(p[n]), 4, __mpx_b_p, "{{.*}}.c:[[@LINE+12]]:
// REWRITE: __mpx_check_rp(&(p[n]), 4, __mpx_b_p, "{{.*}}.c:[[@LINE+12]]:
// REWRITE-LABEL: int sum(
//
// STATS: dominated by the same check (invariant pointer): 2
__attribute__((noinline)) int sum(int *p, int n) {
  int s = 0;
  // REPORT: mpx: bounds violation: read of size 4 {{.*}} in sum at {{.*}}dominated_element_check.c:[[@LINE+1]]:
  s += p[2];
  s += *p;
  s += p[2];
  s += p[0];
  s += p[n];
  s += p[n];
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  // with an argument, a block of two ints: p[2] is past it
  int *p = calloc(argc > 1 ? 2 : 4, sizeof *p);
  p[0] = 1;
  p[1] = 10;
  // CHECK: sum 22
  printf("sum %d\n", sum(p, 1));
  free(p);
  return 0;
}
