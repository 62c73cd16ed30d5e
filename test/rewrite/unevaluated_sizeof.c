// Unevaluated context: sizeof(p[100]), sizeof p->f, sizeof *p and
// sizeof(a[1000]) do not access memory, so the rewrite leaves them alone
// (no check, even with p NULL) and the program runs clean.
//
// RUN: %mpx-rewrite --stats %s -- > %t.c 2> %t.stats
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %t > %t.actual
// RUN: diff %t.expected %t.actual

#include <stddef.h>
#include <stdio.h>

struct rec {
  int id;
  double f;
};

int main(void) {
  int *p = NULL;
  struct rec *r = NULL;
  long a[2] = {1, 2};
  // REWRITE-NOT: __mpx_check
  size_t s1 = sizeof(p[100]);
  size_t s2 = sizeof r->f;
  size_t s3 = sizeof *p;
  size_t s4 = sizeof(a[1000]);
  size_t s5 = sizeof(r[5].id) + sizeof(&p[3]);
  printf("%zu %zu %zu %zu %zu\n", s1, s2, s3, s4, s5);
  return 0;
}

// STATS: checks inserted: 0
