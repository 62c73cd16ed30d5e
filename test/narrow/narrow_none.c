// --narrow=none turns narrowing off: an overflow of `char name[8]` into the
// next field stays inside the malloc'd struct, so it is reported by default
// and NOT reported under --narrow=none, where the program runs to the end and
// prints what the plain build prints.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite --narrow=none %s -- > %t.none.c && %cc %cflags %t.none.c -o %t.none %mpxrt
// RUN: %t.none > %t.actual 2>&1 && diff %t.expected %t.actual
// RUN: FileCheck %s --check-prefix=NONE < %t.actual

#include <stdio.h>
#include <stdlib.h>

struct entry {
  int id;
  char name[8];
  char next[8];
};

static volatile int len = 12;

int main(void) {
  struct entry *e = calloc(1, sizeof *e);
  e->id = 3;
  char *d = e->name;
  for (int i = 0; i < len; i++)
    // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}narrow_none.c:[[@LINE+1]]:5: 1 byte(s) above upper bound of
    d[i] = 'A' + i;
  // NONE: id=3 next=IJKL
  printf("id=%d next=%.4s\n", e->id, e->next);
  free(e);
  return 0;
}
