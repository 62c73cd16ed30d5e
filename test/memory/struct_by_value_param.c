// A struct holding a pointer passed by value: the callee's copy of the
// pointer keeps the bounds of the caller's allocation.
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
  char *p;
  int n;
};

static int sum(struct span s, int count) {
  int t = 0;
  for (int i = 0; i < count; i++)
    // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in sum at {{.*}}struct_by_value_param.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
    t += s.p[i];
  return t;
}

int main(int argc, char **argv) {
  (void)argv;
  struct span s;
  s.n = argc + 5;
  s.p = malloc(s.n);
  for (int i = 0; i < s.n; i++)
    s.p[i] = (char)i;
  printf("%d\n", sum(s, s.n + OVER));
  free(s.p);
  return 0;
}
