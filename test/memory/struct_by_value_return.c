// A struct holding a pointer returned by value: the caller's copy of the
// pointer keeps the bounds of the callee's allocation.
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

struct span {
  int n;
  int *p;
};

static struct span make(int n) {
  struct span s;
  s.n = n;
  s.p = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++)
    s.p[i] = i * i;
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  struct span s = make(argc + 3);
  int i = s.n - 1 + OVER;
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}struct_by_value_return.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  printf("%d\n", s.p[i]);
  free(s.p);
  return 0;
}
