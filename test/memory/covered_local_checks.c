// Field accesses through a local pointer set once, at its declaration in
// the body's outermost block, and never changed (`struct node *n = l->head;`)
// are covered by one check of the element, made right after the
// declaration: each access's own check runs only when that one failed.
// Here the node is allocated shorter than its type: the covering check
// fails, the fields inside the block are read without a report, and the
// field really out of bounds is reported at its own line.  An access in the
// declaration itself (a later declarator's initialiser) is checked on its
// own: the flag does not exist yet.
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
#include <string.h>

struct node {
  int key, val;
  long extra;
};
struct list {
  struct node *head;
};

// (The second read of n->key is dominated by the first.)
// STATS: checks merged into a covering check: 2
// STATS-NEXT: element of a pointer the body never changes: covered by one check of the element: 2
// STATS-NEXT: covering checks inserted: 1
// REWRITE: static long {{__mpxc}}_sum(
// REWRITE: struct node *n = {{.*}}, first = {{.*}}__mpx_check_rp(&(n->key), 4,{{.*}}; const int [[CV:__mpx_cv[0-9]+]] = __mpx_covers(n, 16, __mpx_b_n_{{[0-9]+}});
// REWRITE: __mpx_check_rpc(&(n->val), 4, __mpx_b_n_{{[0-9]+}}, {{[^)]*}}, [[CV]])
// REWRITE: __mpx_check_rpc(&(n->extra), 8, __mpx_b_n_{{[0-9]+}}, {{[^)]*}}, [[CV]])
__attribute__((noinline)) static long sum(const struct list *l, int all) {
  struct node *n = l->head, first = {n->key, 0, 0};
  long s = n->key + n->val + first.key;
  if (all)
    // REPORT: mpx: bounds violation: read of size 8 {{.*}} in sum at {{.*}}covered_local_checks.c:[[@LINE+1]]:
    s += n->extra;
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  // Room for key and val only (volatile: GCC -O2 would warn of the short
  // block, which is the point of the test).
  volatile size_t size = offsetof(struct node, extra);
  struct list l = {malloc(size)};
  memset(l.head, 0, size);
  l.head->key = 2;
  l.head->val = 3;
  // CHECK: sum 7
  printf("sum %ld\n", sum(&l, argc > 1));
  free(l.head);
  return 0;
}
