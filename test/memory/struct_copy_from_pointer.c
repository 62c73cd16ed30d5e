// A struct holding a pointer is copied out of the heap (struct S s = *p) and
// by assignment into another heap object (*q = s): both copies keep the
// pointer's bounds table entry.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef OK
#define OVER 0
#else
#define OVER 1
#endif

struct S {
  int n;
  int *v;
};

int main(int argc, char **argv) {
  (void)argv;
  struct S *p = malloc(sizeof *p);
  p->n = argc + 2;
  p->v = calloc(p->n, sizeof(int));
  struct S s = *p;
  struct S *q = malloc(sizeof *q);
  *q = s;
  s.v[0] = 7;
  int i = q->n - 1 + OVER;
  // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}struct_copy_from_pointer.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  q->v[i] = 9;
  printf("%d %d %d\n", p->v[0], p->v[1], p->v[2]);
  free(p->v);
  free(p);
  free(q);
  return 0;
}
