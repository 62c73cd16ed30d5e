// A struct ending in a one-element array (a decimal number's digit units),
// placed as the last field of a bigger struct (a JSON literal) that is
// over-allocated: the number's units run to the end of the allocation, both
// through &l->n handed to a function and through l->n.lsu directly, because
// the array is the tail of a field that is itself last in its container.
// Writing one unit past the allocation is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual
// RUN: %mpx-rewrite --first-field-has-own-bounds %s -- -DOK > %t.own.c && %cc %cflags -DOK %t.own.c -o %t.own %mpxrt && %t.own > %t.own.actual
// RUN: diff %t.expected %t.own.actual

#include <stdio.h>
#include <stdlib.h>

struct number {
  int digits;
  int exponent;
  unsigned char bits;
  unsigned short lsu[1];
};

struct literal {
  int refcnt;
  double value;
  char *text;
  struct number n;
};

#ifdef OK
static volatile int extra = 0;
#else
static volatile int extra = 3;
#endif

static void fill(struct number *n, int units) {
  n->digits = 3 * units;
  for (int i = 0; i < units; i++)
    // REPORT: mpx: bounds violation: write of size 2 at 0x{{[0-9a-f]+}} in fill at {{.*}}flex_tail_nested_last.c:[[@LINE+1]]:5: {{[0-9]+}} byte(s) above upper bound of
    n->lsu[i] = (unsigned short)(100 + i);
}

static int total(const unsigned short *u, int units) {
  int s = 0;
  for (int i = 0; i < units; i++)
    s += u[i];
  return s;
}

int main(void) {
  int units = 8;
  struct literal *l = malloc(sizeof *l + sizeof(unsigned short) * (units - 1));
  l->refcnt = 1;
  fill(&l->n, units + extra);
  printf("%d %d\n", l->n.digits, total(l->n.lsu, units));
  free(l);
  return 0;
}
