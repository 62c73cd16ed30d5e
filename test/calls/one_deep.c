// A pointer passed one call deep keeps its bounds: the callee's overflow of
// the caller's stack array is reported at the callee's access.
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

#ifdef OK
#define LIMIT 4
#else
#define LIMIT 5
#endif

// REWRITE: void __mpxc_fill(int *p, int n, __mpx_bnd __mpx_b_p
// REWRITE: __mpx_check_w{{p?}}({{.*}}, __mpx_b_p, "{{.*}}one_deep.c:[[#@LINE+5]]:{{[0-9]+}}", "fill")
// REWRITE: void fill(int *p, int n) { {{.*}}__mpxc_fill(p, n,
void fill(int *p, int n) {
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in fill at {{.*}}one_deep.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    p[i] = i * 10;
}

int main(void) {
  int a[4];
  // REWRITE: __mpxc_fill(a, LIMIT, __mpx_make(a, sizeof(a)))
  fill(a, LIMIT);
  int s = 0;
  for (int i = 0; i < 4; i++)
    s += a[i];
  printf("sum %d\n", s);
  return 0;
}
