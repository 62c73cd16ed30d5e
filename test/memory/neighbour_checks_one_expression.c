// Two fields read in one expression (`p->a + p->b`) are not covered by each
// other: C leaves their order of evaluation open, so neither may rely on a
// flag the other sets, and neither may set a flag the other reads.  Both
// are checked on their own; a later statement's access is covered by the
// first.  A field read after the pointer changed is not covered by a check
// made before: it is checked, and covers what follows it.
//
// RUN: %mpx-rewrite --stats %s -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: not --crash %run %t 1 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %run %t > %t.actual && diff %t.expected %t.actual

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

struct pair {
  int a, b, c;
  struct pair *next;
};

// REWRITE-LABEL: __mpxc_f(
// REWRITE: __mpx_check_rpc(&(p->a), 4, __mpx_b_p, {{[^)]*}}, ([[NB:__mpx_nb[0-9]+]] = __mpx_covers(p, 24, __mpx_b_p)))
// REWRITE-SAME: __mpx_check_rp(&(p->b), 4, __mpx_b_p, {{[^)]*}})
// REWRITE: __mpx_check_rpc(&(p->c), 4, __mpx_b_p, {{[^)]*}}, [[NB]])
// REWRITE: __mpx_check_rpc(&(p->next), 8, __mpx_b_p, {{[^)]*}}, [[NB]])
// REWRITE: __mpx_check_rpc(&(p->a), 4, __mpx_b_p, {{[^)]*}}, ([[NB]] = __mpx_covers(p, 24, __mpx_b_p)))
// REWRITE: __mpx_check_rpc(&(p->c), 4, __mpx_b_p, {{[^)]*}}, [[NB]])
__attribute__((noinline)) static int f(struct pair *p) {
  int s = p->a + p->b;
  s += p->c;
  p = p->next;
  s += p->a;
  // REPORT: mpx: bounds violation: read of size 4 {{.*}} in f at {{.*}}neighbour_checks_one_expression.c:[[@LINE+1]]:
  s += p->c;
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  struct pair *q = malloc(sizeof *q);
  // The second pair: room for a and b only when argc > 1 (volatile: GCC
  // -O2 would warn of the short block, which is the point of the test).
  volatile size_t n = argc > 1 ? offsetof(struct pair, c) : sizeof *q;
  struct pair *r = malloc(n);
  q->a = 1, q->b = 2, q->c = 3, q->next = r;
  r->a = 10, r->b = 20;
  if (argc == 1)
    r->c = 30;
  // CHECK: f 46
  printf("f %d\n", f(q));
  return 0;
}
