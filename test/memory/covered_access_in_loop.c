// An element of a pointer parameter reached by a single access is worth a
// covering check on entry when that access is inside a loop, which may run
// it again: a state machine's counters c[0], c[2], c[5], each updated at
// one place in the loop, share one check of elements 0 to 5.  An element
// reached once outside any loop (c[7]) keeps its own check.  With six
// counters the range holds and the loop's accesses are not checked on
// their own; with five, element 5 is past the end: the range's check fails,
// every access is checked on its own, those to c[0] and c[2] pass, and the
// access to c[5] is reported at its own line.
//
// RUN: %mpx-rewrite --stats %s -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t 8 | FileCheck %s
// RUN: not --crash %run %t 5 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags %s -o %t.plain && %t.plain 8 > %t.expected
// RUN: %run %t 8 > %t.actual && diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

// STATS: element of a pointer the body never changes: covered by one check of the element: 3
// REWRITE: static void {{__mpxc}}_tally(
// REWRITE: const int [[R:__mpx_cv[0-9]+]] = __mpx_covers(c, 24, __mpx_b_c);
// REWRITE-SAME: const int {{__mpx_cv[0-9]+}} = [[R]]; const int {{__mpx_cv[0-9]+}} = [[R]];
// REWRITE: __mpx_check_wp(&(c[7]), 4, __mpx_b_c,
__attribute__((noinline)) static void tally(const char *s, unsigned *c,
                                            int n) {
  for (; *s; s++) {
    if (*s == 'a')
      c[0]++;
    else if (*s == 'b')
      c[2] += 2;
    else
      // REPORT: mpx: bounds violation: write of size 4 {{.*}} in tally at {{.*}}covered_access_in_loop.c:[[@LINE+1]]:
      c[5]++;
  }
  if (n > 7)
    c[7] = 1;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 8;
  unsigned *c = calloc(n, sizeof *c);
  tally("abacab", c, n);
  // CHECK: counts 3 4 1 1
  printf("counts %u %u %u %u\n", c[0], c[2], n > 5 ? c[5] : 0, n > 7 ? c[7] : 0);
  free(c);
  return 0;
}
