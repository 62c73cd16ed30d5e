// An access to another field that the first access does not run before on
// every path is not covered by it: here `p->a` is read only when `odd`, and
// `p->b` after it on every path, so `p->b` makes its own covering test (it
// leads again) instead of reading a flag a previous iteration set for
// another node.  The second node is allocated short (room for `a` only)
// and is visited with `odd` false: its `b` must be reported, at its line.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: not --crash %run %t 1 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %run %t > %t.actual && diff %t.expected %t.actual

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

struct node {
  long a;
  long b;
  struct node *next;
};

// REWRITE-LABEL: __mpxc_walk(
// REWRITE: __mpx_check_rpc(&(p->a), 8, __mpx_b_p, {{[^)]*}}, ([[NB:__mpx_nb[0-9]+]] = __mpx_covers(p, 24, __mpx_b_p)))
// REWRITE: __mpx_check_rpc(&(p->b), 8, __mpx_b_p, {{[^)]*}}, ([[NB]] = __mpx_covers(p, 24, __mpx_b_p)))
// REWRITE: __mpx_check_rpc(&(p->next), {{[0-9]+}}, __mpx_b_p, {{[^)]*}}, [[NB]])
__attribute__((noinline)) static long walk(struct node *p, long *odd) {
  long s = 0;
  while (p) {
    if (*odd++)
      s += p->a;
    // REPORT: mpx: bounds violation: read of size 8 {{.*}} in walk at {{.*}}neighbour_checks_not_dominated.c:[[@LINE+1]]:
    s += p->b;
    if (!p->b)
      break;
    p = p->next;
  }
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  struct node *first = malloc(sizeof *first);
  // With an argument, the second node has room for `a` only (volatile:
  // GCC -O2 would warn of the short block, which is the point of the test).
  volatile size_t n = argc > 1 ? offsetof(struct node, b) : sizeof *first;
  struct node *second = malloc(n);
  first->a = 1, first->b = 2, first->next = second;
  second->a = 10;
  if (argc == 1)
    second->b = 0;
  long odd[] = {1, 0};
  // CHECK: walk 3
  printf("walk %ld\n", walk(first, odd));
  return 0;
}
