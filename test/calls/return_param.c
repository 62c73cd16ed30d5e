// A callee that returns (an offset of) its pointer parameter returns the
// parameter's bounds: the caller's overflow through the result is caught.
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

// REWRITE: int *__mpxc_skip(int *p, int k, __mpx_bnd __mpx_b_p{{.*}}, __mpx_bnd *__mpx_rb)
int *skip(int *p, int k) { return p + k; }

int main(void) {
  int a[6] = {1, 2, 3, 4, 5, 6};
  int *t = skip(a, 4);
  // volatile: a constant overflow would be seen, and warned about, when
  // optimising
#ifdef OK
  volatile int i = 1;
#else
  volatile int i = 2;
#endif
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}return_param.c:[[@LINE+1]]:25: 1 byte(s) above upper bound
  printf("%d\n", t[0] + t[i]);
  return 0;
}
