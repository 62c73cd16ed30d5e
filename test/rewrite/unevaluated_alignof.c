// Unevaluated context: _Alignof / __alignof__ applied to an access
// expression (a GNU extension) does not access memory: no check, runs clean
// with a NULL pointer.
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
  char c;
  double f;
};

int main(void) {
  double *p = NULL;
  struct rec *r = NULL;
  char a[3] = "ab";
  // REWRITE-NOT: __mpx_check
  size_t a1 = __alignof__(p[100]);
  size_t a2 = __alignof__(r->f);
  size_t a3 = _Alignof(double) + __alignof__(a[99]);
  printf("%zu %zu %zu\n", a1, a2, a3);
  return 0;
}

// STATS: checks inserted: 0
