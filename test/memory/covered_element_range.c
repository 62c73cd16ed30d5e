// Elements at constant indices of one pointer parameter, a few apart
// (counters c[1], c[3], c[6], each updated more than once), share one
// covering check on entry, of elements 1 to 6.  With seven counters it
// holds and no access is checked on its own.  With five, element 6 is past
// the end: the range's check fails, every access is checked on its own,
// those to c[1] and c[3] pass, and the first access to c[6] is reported at
// its own line.  Elements further apart than 256 bytes (w[0], w[100]) keep
// one check each.
//
// RUN: %mpx-rewrite --stats %s -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t 7 | FileCheck %s
// RUN: not --crash %run %t 5 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags %s -o %t.plain && %t.plain 7 > %t.expected
// RUN: %run %t 7 > %t.actual && diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

// REWRITE: static void {{__mpxc}}_count(
// REWRITE-SAME: const int [[R:__mpx_cv[0-9]+]] = __mpx_covers(__MPX_INT(c) + 4u, 24, __mpx_b_c);
// REWRITE-SAME: const int {{__mpx_cv[0-9]+}} = [[R]]; const int {{__mpx_cv[0-9]+}} = [[R]];
// REWRITE: static void {{__mpxc}}_far(
// REWRITE-SAME: const int {{__mpx_cv[0-9]+}} = __mpx_covers(w, 4, __mpx_b_w);
// REWRITE-SAME: const int {{__mpx_cv[0-9]+}} = __mpx_covers(__MPX_INT(w) + 400u, 4, __mpx_b_w);
__attribute__((noinline)) static void count(const char *s, unsigned *c) {
  for (; *s; s++) {
    if (*s == 'a')
      c[1]++;
    else if (*s == 'b')
      c[3] += 2;
    else
      // REPORT: mpx: bounds violation: write of size 4 {{.*}} in count at {{.*}}covered_element_range.c:[[@LINE+1]]:
      c[6]++;
  }
  c[1] *= 3;
  c[3] *= 5;
  c[6] *= 7;
}

__attribute__((noinline)) static void far(int *w) {
  w[0] += w[100];
  w[100] += w[0];
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 7;
  unsigned *c = calloc(n, sizeof *c);
  int *w = calloc(101, sizeof *w);
  w[0] = 1;
  count("abacab", c);
  far(w);
  // CHECK: counts 9 20 0 1
  printf("counts %u %u %u %d\n", c[1], c[3], n > 6 ? c[6] * 0 : 0, w[100]);
  free(c);
  free(w);
  return 0;
}
