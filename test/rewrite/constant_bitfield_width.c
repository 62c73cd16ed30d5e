// Constant context: bit-field widths and _Static_assert conditions that
// mention array elements, unsigned f : sizeof(tab[0]) * 2, are constants:
// no check, the struct compiles with the same layout.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %t > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

// External: clang warns about a static array used only in sizeof.
short tab[4];

// REWRITE-NOT: __mpx_check
struct packed {
  unsigned lo : sizeof(tab[0]) * 2;
  unsigned hi : sizeof tab / sizeof tab[3];
};

_Static_assert(sizeof(tab[100]) == 2, "element size");

int main(void) {
  struct packed v = {15, 9};
  printf("%u %u %zu\n", v.lo, v.hi, sizeof v);
  return 0;
}
