// Narrowing: an array field passed to a callee (fill(p->name, n)) carries the
// field's bounds into the callee, so the callee's write one past `char name[8]`
// is reported at the callee's line, although it lands in the next field.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct record {
  long key;
  char name[8];
  char tag[8];
};

#ifdef OK
static volatile int len = 8;
#else
static volatile int len = 9;
#endif

static void fill(char *d, int n, char c) {
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in fill at {{.*}}field_pointer_callee.c:[[@LINE+1]]:5: 1 byte(s) above upper bound of
    d[i] = c;
}

int main(void) {
  struct record *r = calloc(1, sizeof *r);
  fill(r->tag, 7, 't');
  fill(r->name, len, 'n');
  printf("%.8s|%s\n", r->name, r->tag);
  free(r);
  return 0;
}
