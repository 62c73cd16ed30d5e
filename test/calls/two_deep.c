// A heap pointer passed two calls deep (main -> outer -> inner) keeps the
// allocation's bounds all the way down.
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

#ifdef OK
#define N 8
#else
#define N 9
#endif

// REWRITE: void __mpxc_inner(char *q, int n, __mpx_bnd __mpx_b_q
void inner(char *q, int n) {
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in inner at {{.*}}two_deep.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    q[i] = (char)('a' + i);
}

// REWRITE: void __mpxc_outer(char *p, int n, __mpx_bnd __mpx_b_p
// REWRITE: __mpxc_inner(p, n, __mpx_arg(__mpx_b_p))
void outer(char *p, int n) { inner(p, n); }

int main(void) {
  char *buf = malloc(8);
  if (!buf)
    return 1;
  outer(buf, N);
  printf("%.8s\n", buf);
  free(buf);
  return 0;
}
