// Narrowing: a nested field address, &p->a.b[2].c, has the bounds of that one
// char, so q[1] (still inside b[2], on its padding) is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct inner {
  int x;
  char c;
  char d;
};

struct middle {
  int pad;
  struct inner b[4];
};

struct outer {
  long tag;
  struct middle a;
};

#ifdef OK
static volatile int idx = 0;
#else
static volatile int idx = 1;
#endif

int main(void) {
  struct outer *p = calloc(1, sizeof *p);
  char *q = &p->a.b[2].c;
  // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}nested_field_address.c:[[@LINE+1]]:3: 1 byte(s) above upper bound of
  q[idx] = 'z';
  printf("%c %d\n", p->a.b[2].c ? p->a.b[2].c : '-', p->a.b[2].d);
  free(p);
  return 0;
}
