// Stability: rewriting the rewritten output again must not crash the tool,
// and the result must still compile (without new warnings) and run like the
// first rewrite: the same output when correct, the same single report when
// not. (The second run sees the runtime header and the __mpx names.)
//
// RUN: %mpx-rewrite %s -- > %t.once.c
// RUN: %mpx-rewrite %t.once.c -- -I%mpx_include > %t.twice.c
// RUN: %cc %cflags %t.twice.c -o %t.twice %mpxrt
// RUN: not --crash %t.twice 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok1.c
// RUN: %mpx-rewrite %t.ok1.c -- -DOK -I%mpx_include > %t.ok2.c
// RUN: %cc %cflags -DOK %t.ok2.c -o %t.ok2 %mpxrt && %t.ok2 > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

#define AT(a, i) ((a)[i])

static void fill(int *p, int n) {
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in fill at {{.*}}rewrite_twice.c:[[@LINE+1]]:
    AT(p, i) = i;
}

int *make(int n) { return malloc(n * sizeof(int)); }

int main(int argc, char **argv) {
  int *h = make(4);
  if (!h)
    return 1;
  fill(h, 4);
  printf("%d %d %s\n", h[3], argc, argv[argc] ? "?" : "null");
  fflush(stdout);
#ifndef OK
  fill(h, 5);
#endif
  free(h);
  return 0;
}
