// Raw bytes after a field: (char *)&s->f + n, the address of a scalar field
// converted to a character pointer and walked forward, keeps the enclosing
// object's bounds, so reaching the fields after it runs clean; walking past
// the end of the struct is reported.
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

struct rec {
  int id;
  short kind;
  short flags;
  long value;
};

#ifdef OK
static volatile size_t past = 0;
#else
static volatile size_t past = 8;
#endif

int main(void) {
  struct rec *r = malloc(sizeof *r);
  r->id = 1;
  r->kind = 2;
  r->flags = 3;
  r->value = 4;
  unsigned char *b = (unsigned char *)&r->kind;
  long sum = 0;
  for (size_t i = 0; i < sizeof *r - offsetof(struct rec, kind); i++)
    sum += b[i];
  // REPORT: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in main at {{.*}}raw_bytes_field_offset.c:[[@LINE+1]]:10: 1 byte(s) above upper bound of
  sum += *(long *)((char *)&r->kind + 4 + past);
  printf("%ld\n", sum);
  free(r);
  return 0;
}
