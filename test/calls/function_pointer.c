// A function whose address is taken keeps its original symbol and ABI (a
// forwarder to the clone), so calls through a function pointer reach it and
// a correct program runs clean. Direct calls pass the argument's bounds to
// the clone and are checked. Calls through the pointer carry bounds too
// (runtime hand-off, docs/runtime.md), so the overflow is caught either way;
// without the hand-off they would get INIT bounds: never a false positive.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual
// RUN: %mpx-rewrite %s -- -DVIA_POINTER > %t.fp.c
// RUN: %cc %cflags -DVIA_POINTER %t.fp.c -o %t.fp %mpxrt
// RUN: not --crash %t.fp 2>&1 | FileCheck %s --check-prefix=REPORT

#include <stdio.h>

// REWRITE: int __mpxc_get(const int *p, int i, __mpx_bnd __mpx_b_p
// REWRITE: int get(const int *p, int i) {{{.*}}__mpxc_get(p, i,
int get(const int *p, int i) {
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in get at {{.*}}function_pointer.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
  return p[i];
}

static int call(int (*f)(const int *, int), const int *p, int i) {
  return f(p, i);
}

int main(void) {
  int arr[3] = {7, 8, 9};
  int (*fp)(const int *, int) = get;
  printf("fp %d %d\n", fp(arr, 0), call(get, arr, 2));
  // REWRITE: __mpxc_get(arr, 2, __mpx_make(arr, sizeof(arr)))
  printf("direct %d\n", get(arr, 2));
  fflush(stdout);
#ifndef OK
#ifdef VIA_POINTER
  printf("fp %d\n", call(get, arr, 3));
#else
  printf("direct %d\n", get(arr, 3));
#endif
#endif
  return 0;
}
