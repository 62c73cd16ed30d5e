// A callback passed as a parameter to an instrumented function and called
// there with a pointer into the caller's heap array: the callee receives the
// array's bounds through the hand-off and its overflow is reported.
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

typedef void visitor(int *slot);

static void bump_next(int *slot) {
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in bump_next at {{.*}}callback_parameter.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  slot[0] += slot[1];
}

static void each(int *v, int n, visitor *f) {
  for (int i = 0; i < n; i++)
    f(&v[i]);
}

int main(int argc, char **argv) {
  (void)argv;
  int n = argc + 4;
  int *v = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++)
    v[i] = i;
  each(v, n - 1 + OVER, bump_next);
  for (int i = 0; i < n; i++)
    printf("%d ", v[i]);
  printf("\n");
  free(v);
  return 0;
}
