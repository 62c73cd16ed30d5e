// Narrowing survives memory: a narrowed field pointer stored in a struct
// (cur->pos = rec->name) and loaded back in another function keeps the
// field's bounds (bounds table), so writing one past `char name[6]` through
// it is reported.
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
  int id;
  char name[6];
  char flags[6];
};

struct cursor {
  char *pos;
  int left;
};

#ifdef OK
static volatile int n = 6;
#else
static volatile int n = 7;
#endif

static void emit(struct cursor *cur, char c) {
  // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in emit at {{.*}}field_pointer_stored.c:[[@LINE+1]]:3: 1 byte(s) above upper bound of
  *cur->pos++ = c;
  cur->left--;
}

int main(void) {
  struct record *rec = calloc(1, sizeof *rec);
  struct cursor *cur = malloc(sizeof *cur);
  cur->pos = rec->name;
  cur->left = n;
  while (cur->left > 0)
    emit(cur, 'q');
  printf("%d %.6s %d\n", rec->id, rec->name, rec->flags[0]);
  free(cur);
  free(rec);
  return 0;
}
