// Common initial sequence: two structs sharing their first fields, one
// embedded after a header in a bigger record and reached as the other type,
// (struct short_form *)&r->body.  A struct-typed field is not narrowed, so
// the view runs clean; the view's read past the allocation is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct long_form {
  int kind;
  int len;
  char data[16];
};

struct short_form {
  int kind;
  int len;
  char data[4];
};

struct record {
  long id;
  struct short_form body;
};

#ifdef OK
static volatile int at = 3;
#else
static volatile int at = 8;
#endif

int main(void) {
  struct record *r = calloc(1, sizeof(struct record) + 12);
  r->id = 9;
  struct long_form *l = (struct long_form *)&r->body;
  l->kind = 1;
  l->len = 4;
  l->data[at] = 'x';
  struct short_form *s = &r->body;
  struct long_form *again = (struct long_form *)s;
  again->data[at + 1] = 'y';
  // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}common_initial_sequence.c:[[@LINE+1]]:3: 1 byte(s) above upper bound of
  again->data[at + 12] = 'z';
  printf("%ld %d %d %c\n", r->id, s->kind, s->len, l->data[at]);
  free(r);
  return 0;
}
