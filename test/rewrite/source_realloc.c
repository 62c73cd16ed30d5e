// Bounds source: realloc's result has the new size: after growing, the new
// tail is in bounds; after shrinking, the cut-off tail is not.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

#ifdef OK
static volatile int i = 1;
#else
static volatile int i = 2;
#endif

int main(void) {
  int *p = malloc(4 * sizeof(int));
  if (!p)
    return 1;
  // REWRITE: p = {{.*}}__mpxw_realloc(p, 8 * sizeof(int)
  p = realloc(p, 8 * sizeof(int));
  if (!p)
    return 1;
  for (int k = 0; k < 8; k++)
    p[k] = k;
  // REWRITE: p = {{.*}}__mpxw_realloc(p, 2 * sizeof(int)
  p = realloc(p, 2 * sizeof(int));
  if (!p)
    return 1;
  // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}source_realloc.c:[[@LINE+2]]:3: 1 byte(s) above upper bound
  // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_b_p{{[^;]*}}source_realloc.c:[[@LINE+1]]:3"
  p[i] = 42;
  printf("%d %d\n", p[0], p[1]);
  free(p);
  return 0;
}
