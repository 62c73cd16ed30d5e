// A function whose address is taken keeps its original symbol (a forwarder
// passing INIT bounds): a call through the pointer runs clean even past the
// array, while a direct call passes the array's bounds and is checked.
// (The pointer call reads one element past a field array, k.after, so the
// plain build stays defined; with field narrowing, real bounds would catch it.)
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

struct pack {
  int before;
  int a[3];
  int after;
};

// REWRITE: int __mpxc_get(const int *p, int i, __mpx_bnd __mpx_b_p
// REWRITE: int get(const int *p, int i) {{{.*}}__mpxc_get(p, i, __mpx_init())
int get(const int *p, int i) {
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in get at {{.*}}function_pointer.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
  return p[i];
}

int main(void) {
  struct pack k = {0, {1, 2, 3}, 4};
  int (*fp)(const int *, int) = get;
  // Through the pointer: INIT bounds, no report (reads k.after).
  printf("fp %d\n", fp(k.a, 3));
  fflush(stdout);
  int arr[3] = {7, 8, 9};
  // REWRITE: __mpxc_get(arr, 2, __mpx_make(arr, sizeof(arr)))
  printf("direct %d\n", get(arr, 2));
#ifndef OK
  fflush(stdout);
  printf("direct %d\n", get(arr, 3));
#endif
  return 0;
}
