// Raw bytes from a field to the end of the struct (SQLite's
// memset(&p->op, 0, sizeof(V) - offsetof(V, op))): the address of a
// non-array field given to a memory function keeps the enclosing object's
// bounds, so clearing the rest of the struct runs clean; one byte more is
// past the allocation and is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct V {
  int a;
  void *op;
  long rest[4];
};

#ifdef OK
static volatile size_t extra = 0;
#else
static volatile size_t extra = 1;
#endif

int main(void) {
  struct V *p = malloc(sizeof *p);
  p->a = 7;
  // REPORT: mpx: bounds violation: write of size 41 at 0x{{[0-9a-f]+}} in main at {{.*}}memset_field_to_end.c:[[@LINE+1]]:3: 1 byte(s) above upper bound of
  memset(&p->op, 0, sizeof(struct V) - offsetof(struct V, op) + extra);
  printf("%d %p %ld\n", p->a, p->op, p->rest[3]);
  free(p);
  return 0;
}
