// A struct holding a pointer is copied (struct S b = a): the copy's pointer
// field gets the bounds table entry of the original, so b.p[n] is checked
// against the allocation.
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
  char *p;
};

int main(int argc, char **argv) {
  (void)argv;
  struct S a = {argc + 4, malloc(argc + 4)};
  memset(a.p, 'q', a.n);
  struct S b = a;
  int i = b.n - 1 + OVER;
  // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}struct_assignment.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  char c = b.p[i];
  printf("%c %d\n", c, b.n);
  free(a.p);
  return 0;
}
