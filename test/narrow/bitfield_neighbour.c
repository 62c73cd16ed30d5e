// Narrowing next to bit-fields: an array field followed by bit-fields is
// narrowed to the array, so an overflow of `char code[3]` into the bit-fields'
// storage unit is reported; the correct twin reads and writes the bit-fields
// through the pointer (checked on their storage unit) and runs clean.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct flags {
  int id;
  char code[3];
  unsigned ready : 1;
  unsigned level : 5;
  unsigned count : 10;
};

#ifdef OK
static volatile int n = 3;
#else
static volatile int n = 4;
#endif

int main(void) {
  struct flags *f = calloc(1, sizeof *f);
  f->ready = 1;
  f->level = 17;
  f->count = 1000;
  char *c = f->code;
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}bitfield_neighbour.c:[[@LINE+1]]:5: 1 byte(s) above upper bound of
    c[i] = 'x';
  f->level++;
  f->count -= 1;
  printf("%d %.3s %u %u %u\n", f->id, f->code, f->ready, f->level, f->count);
  free(f);
  return 0;
}
