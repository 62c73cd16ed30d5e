// Unevaluated context: the controlling expression of _Generic is not
// evaluated: _Generic(p[100], ...) and _Generic(*r, ...) get no check and
// run clean with NULL pointers; the selected association is evaluated as
// usual (and checked).
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %t > %t.actual
// RUN: diff %t.expected %t.actual

#include <stddef.h>
#include <stdio.h>

#define KIND(e) _Generic((e), int: "int", double: "double", struct rec: "rec", default: "other")

struct rec {
  int id;
};

int main(void) {
  int *p = NULL;
  double *d = NULL;
  struct rec *r = NULL;
  int a[2] = {7, 8};
  int *q = a;
  // REWRITE-NOT: __mpx_check{{.*}}unevaluated_generic.c:[[@LINE+1]]:
  printf("%s %s %s\n", KIND(p[100]), KIND(d[3]), KIND(*r));
  // REWRITE-NOT: __mpx_check{{.*}}unevaluated_generic.c:[[@LINE+1]]:
  int v = _Generic(q[1000], int: 1, default: 2);
  // The chosen association q[1] is evaluated, and checked.
  // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}__mpx_b_q{{[^;]*}}unevaluated_generic.c:[[@LINE+1]]:
  int w = _Generic(q[500], int: q[1], default: 0);
  printf("%d %d\n", v, w);
  return 0;
}
