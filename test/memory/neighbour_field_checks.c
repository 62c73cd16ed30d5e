// Accesses to neighbouring fields through a pointer that changes (a list
// walk: p->val, then p->next, then p = p->next) are covered by one check
// of the node, made at the first of them into a flag; the later one is
// checked only when that test failed.  Here one node is allocated shorter
// than its type: the covering test fails for it, its val is read without a
// report, and its next, really out of bounds, is reported at its own line.
//
// RUN: %mpx-rewrite --stats %s -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: not --crash %run %t 1 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %run %t > %t.actual && diff %t.expected %t.actual

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

struct node {
  long val;
  struct node *next;
};

// sum's p->next and main's n->next (main's p is reached at one field only).
// STATS: neighbouring access through a pointer unchanged since a check of its element: covered by that check: 2
// STATS: covering checks inserted: 2
// REWRITE: int [[NB:__mpx_nb[0-9]+]] = 0;
// REWRITE: __mpx_check_rpc(&(p->val), 8, __mpx_b_p, {{[^)]*}}, ([[NB]] = __mpx_covers(p, 16, __mpx_b_p)))
// REWRITE: __mpx_check_rpc(&(p->next), 8, __mpx_b_p, {{[^)]*}}, [[NB]])
__attribute__((noinline)) static long sum(struct node *p) {
  long s = 0;
  while (p) {
    s += p->val;
    // REPORT: mpx: bounds violation: read of size 8 {{.*}} in sum at {{.*}}neighbour_field_checks.c:[[@LINE+1]]:
    p = p->next;
  }
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  struct node *head = NULL;
  for (long i = 1; i <= 4; ++i) {
    struct node *n = malloc(sizeof *n);
    n->val = i;
    n->next = head;
    head = n;
  }
  // CHECK: sum 10
  printf("sum %ld\n", sum(head));
  if (argc > 1) {
    // A last node with room for val only (volatile: GCC -O2 would warn of
    // the short block, which is the point of the test).
    volatile size_t n = offsetof(struct node, next);
    struct node *last = malloc(n);
    last->val = 5;
    struct node *p = head;
    while (p->next)
      p = p->next;
    p->next = last;
    printf("sum %ld\n", sum(head));
  }
  return 0;
}
