// A pointer returned by a callee carries the bounds of the allocation made
// in the callee: the caller's overflow is reported at the caller's access.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

// REWRITE: int *__mpxc_make(int n, __mpx_bnd *__mpx_rb)
// REWRITE: int *make(int n) {
int *make(int n) {
  int *p = malloc(n * sizeof *p);
  if (!p)
    exit(1);
  return p;
}

int main(void) {
  int *v = make(3);
#ifdef OK
  int last = 2;
#else
  int last = 3;
#endif
  for (int i = 0; i <= last; i++)
    // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}return_heap.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    v[i] = i;
  printf("%d %d %d\n", v[0], v[1], v[2]);
  free(v);
  return 0;
}
