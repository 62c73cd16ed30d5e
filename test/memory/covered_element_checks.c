// Accesses at constant indices through a pointer parameter the body never
// changes (t[0], t[1], *t) are covered by a check made on entry, as a
// struct's fields are: each access's own check runs only when the covering
// check failed.  Elements a few apart share one check of the range from
// the lowest to the highest.  Here the counters array has one element where
// the function uses two: the range's cover fails, every access is checked
// on its own, and the first access to element 1 is reported at its own
// line.
//
// RUN: %mpx-rewrite --stats %s -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t 2 | FileCheck %s
// RUN: not --crash %run %t 1 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags %s -o %t.plain && %t.plain 2 > %t.expected
// RUN: %run %t 2 > %t.actual && diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

// (main reads t[0] once: sizeof *t is not an access.)
// STATS: checks merged into a covering check: 4
// STATS-NEXT: element of a pointer the body never changes: covered by one check of the element: 4
// STATS-NEXT: covering checks inserted: 2
// REWRITE: static void {{__mpxc}}_tally(
// REWRITE: const int [[C0:__mpx_cv[0-9]+]] = __mpx_covers(t, 8, __mpx_b_t);
// REWRITE-SAME: const int [[C1:__mpx_cv[0-9]+]] = [[C0]];
// REWRITE: __mpx_check_wpc(&(t[0]), 4, __mpx_b_t, {{[^)]*}}, [[C0]])
// REWRITE: __mpx_check_wpc(&(t[1]), 4, __mpx_b_t, {{[^)]*}}, [[C1]])
// REWRITE: __mpx_check_wpc(&(*t), 4, __mpx_b_t, {{[^)]*}}, [[C0]])
// REWRITE: __mpx_check_wpc(&(t[1]), 4, __mpx_b_t, {{[^)]*}}, [[C1]])
__attribute__((noinline)) static void tally(const char *s, unsigned *t,
                                            int two) {
  for (; *s; s++) {
    if (*s == 'a')
      t[0]++;
    else if (two)
      // REPORT: mpx: bounds violation: write of size 4 {{.*}} in tally at {{.*}}covered_element_checks.c:[[@LINE+1]]:
      t[1]++;
    else
      (*t)--;
  }
  if (two)
    t[1] *= 2;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 2;
  unsigned *t = calloc(n, sizeof *t);
  tally("abcab", t, n > 1 || argc > 1);
  // CHECK: counts 2 6
  printf("counts %u %u\n", t[0], n > 1 ? t[1] : 0);
  free(t);
  return 0;
}
