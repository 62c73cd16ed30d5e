// Field accesses through a pointer parameter the body never changes, checked
// against its own bounds, are covered by one check of the whole struct made
// on entry (__mpx_covers): each access's own check runs only when that one
// failed.  Here the struct is allocated shorter than its type: the covering
// check fails, the fields inside the block are read without a report, and
// the field really out of bounds is reported at its own line.
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

struct rec {
  int a;
  struct {
    int x, y;
  } pos;
  long z;
};

// sum's four and main's three (r is set once, at its declaration).
// STATS: checks merged into a covering check: 7
// STATS-NEXT: element of a pointer the body never changes: covered by one check of the element: 7
// STATS-NEXT: covering checks inserted: 2
// REWRITE: static long {{__mpxc}}_sum(
// REWRITE: const int [[CV:__mpx_cv[0-9]+]] = __mpx_covers(r, 24, __mpx_b_r);
// REWRITE: __mpx_check_rpc(&(r->a), 4, __mpx_b_r, {{[^)]*}}, [[CV]])
// REWRITE: __mpx_check_rpc(&(r->pos.x), 4, __mpx_b_r, {{[^)]*}}, [[CV]])
// REWRITE: __mpx_check_rpc(&(r->pos.y), 4, __mpx_b_r, {{[^)]*}}, [[CV]])
// REWRITE: __mpx_check_rpc(&(r->z), 8, __mpx_b_r, {{[^)]*}}, [[CV]])
__attribute__((noinline)) static long sum(const struct rec *r, int all) {
  long s = r->a + r->pos.x + r->pos.y;
  if (all)
    // REPORT: mpx: bounds violation: read of size 8 {{.*}} in sum at {{.*}}covered_field_checks.c:[[@LINE+1]]:
    s += r->z;
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  // Room for a and pos only (volatile: GCC -O2 would warn of the short
  // block, which is the point of the test).
  volatile size_t n = offsetof(struct rec, z);
  struct rec *r = malloc(n);
  memset(r, 0, n);
  r->a = 1;
  r->pos.x = 2;
  r->pos.y = 3;
  // CHECK: sum 6
  printf("sum %ld\n", sum(r, argc > 1));
  free(r);
  return 0;
}
