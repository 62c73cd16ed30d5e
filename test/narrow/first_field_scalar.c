// Narrowing exemption: a first field that is a scalar is not narrowed by
// default, so (int *)&s->first has the whole struct's bounds and p[1] runs
// clean; --first-field-has-own-bounds narrows it, and p[1] is reported.
//
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- > %t.c && %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.actual && diff %t.expected %t.actual
// RUN: %mpx-rewrite --first-field-has-own-bounds %s -- > %t.own.c && %cc %cflags %t.own.c -o %t.own %mpxrt
// RUN: not --crash %t.own 2>&1 | FileCheck %s --check-prefix=OWN

#include <stdio.h>
#include <stdlib.h>

struct pair {
  int first;
  int second;
};

static volatile int idx = 1;

int main(void) {
  struct pair *s = calloc(1, sizeof *s);
  int *p = (int *)&s->first;
  // OWN: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}first_field_scalar.c:[[@LINE+1]]:3: 1 byte(s) above upper bound of
  p[idx] = 42;
  fprintf(stderr, "unreached with own bounds\n");
  printf("%d %d\n", s->first, s->second);
  free(s);
  return 0;
}
