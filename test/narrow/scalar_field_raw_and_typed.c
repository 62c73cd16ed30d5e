// Both sides of the raw-bytes rule on one scalar field: &p->count converted
// to a byte pointer keeps the struct's bounds (bytes after the field are
// reachable), while &p->count kept as an int * is narrowed to the field, so
// q[1] is reported though it lands on the next field.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct counters {
  int total;
  int count;
  int limit;
};

#ifdef OK
static volatile int idx = 0;
#else
static volatile int idx = 1;
#endif

int main(void) {
  struct counters *c = calloc(1, sizeof *c);
  unsigned char *b = (unsigned char *)&c->count;
  b[4] = 7;
  int *q = &c->count;
  // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}scalar_field_raw_and_typed.c:[[@LINE+1]]:3: 1 byte(s) above upper bound of
  q[idx] = 5;
  printf("%d %d %d\n", c->total, c->count, c->limit);
  free(c);
  return 0;
}
