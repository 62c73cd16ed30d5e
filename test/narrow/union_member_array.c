// Narrowing: an array member of a union, p->u.small, has the member's
// bounds (4 bytes), not the union's (8), so small[4] is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct message {
  int kind;
  union {
    char small[4];
    long big;
  } u;
};

#ifdef OK
static volatile int n = 4;
#else
static volatile int n = 5;
#endif

int main(void) {
  struct message *m = calloc(1, sizeof *m);
  m->kind = 1;
  char *s = m->u.small;
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}union_member_array.c:[[@LINE+1]]:5: 1 byte(s) above upper bound of
    s[i] = 'a' + i;
  printf("%d %.4s\n", m->kind, m->u.small);
  free(m);
  return 0;
}
