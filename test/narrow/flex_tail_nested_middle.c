// A struct ending in a one-element array placed as a field that is NOT last
// in its container: its tail cannot grow there, so l->a.lsu is narrowed to
// the rest of the field `a`, and writing lsu[4] (the next field `b`) is
// reported although it stays inside the allocation.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct number {
  int digits;
  unsigned short lsu[1];
};

struct pair {
  struct number a;
  struct number b;
};

#ifdef OK
static volatile int idx = 0;
#else
static volatile int idx = 2;
#endif

int main(void) {
  struct pair *p = calloc(1, sizeof *p + 64);
  unsigned short *u = p->a.lsu;
  u[0] = 1;
  // REPORT: mpx: bounds violation: write of size 2 at 0x{{[0-9a-f]+}} in main at {{.*}}flex_tail_nested_middle.c:[[@LINE+1]]:3: {{[0-9]+}} byte(s) above upper bound of
  u[idx] = 2;
  p->b.lsu[3] = 4;
  printf("%d %d %d\n", p->a.lsu[0], p->b.digits, p->b.lsu[3]);
  free(p);
  return 0;
}
