// Narrowing of a named struct's field: s.name decaying and &s.count, for a
// local struct (not reached through a pointer), have the field's bounds, so
// an overflow from s.name into s.count through a pointer is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

struct stack_rec {
  long tag;
  char name[8];
  int count;
};

#ifdef OK
static volatile int last = 7;
#else
static volatile int last = 8;
#endif

static void clear(char *p, int upto) {
  for (int i = 0; i <= upto; i++)
    // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in clear at {{.*}}struct_local_field.c:[[@LINE+1]]:5: 1 byte(s) above upper bound of
    p[i] = '.';
}

int main(void) {
  struct stack_rec s = {1, "abc", 5};
  int *c = &s.count;
  *c += 1;
  clear(s.name, last);
  printf("%ld %.8s %d\n", s.tag, s.name, s.count);
  return 0;
}
