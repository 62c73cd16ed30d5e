// Narrowing: an array field of an element of an array field,
// p->items[i].name, has the bounds of that one name, so writing name[6] of
// items[1] is reported although it lands inside items[1] (or items[2]).
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct item {
  int qty;
  char name[6];
  short flags;
};

struct inventory {
  int n;
  struct item items[4];
};

#ifdef OK
static volatile int last = 5;
#else
static volatile int last = 6;
#endif

int main(void) {
  struct inventory *inv = calloc(1, sizeof *inv);
  inv->n = 4;
  for (int i = 0; i < inv->n; i++) {
    inv->items[i].qty = i * 10;
    inv->items[i].flags = (short)i;
  }
  for (int j = 0; j < last; j++)
    inv->items[1].name[j] = 'a' + j;
  // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}array_element_field.c:[[@LINE+1]]:3: 1 byte(s) above upper bound of
  inv->items[1].name[last] = '\0';
  printf("%s %d %d\n", inv->items[1].name, inv->items[1].flags, inv->items[2].qty);
  free(inv);
  return 0;
}
