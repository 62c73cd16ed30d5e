// Access form: compound assignment p[i] += 1 (and *p |= ...) reads and
// writes the element; it is checked, once, as a write.
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
static volatile int i = 2;
#else
static volatile int i = 3;
#endif

int main(void) {
  unsigned a[3] = {1, 2, 4};
  unsigned *p = a;
  // REWRITE: __mpx_check_w{{p?}}(&(*p){{[^;]*}}__mpx_b_p{{[^;]*}}access_compound_assign.c:[[@LINE+2]]:3"
  // REWRITE-NOT: __mpx_check_r{{p?}}({{[^;]*}}access_compound_assign.c:[[@LINE+1]]:
  *p |= 8;
  // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}access_compound_assign.c:[[@LINE+3]]:3: 1 byte(s) above upper bound
  // REWRITE: __mpx_check_w{{p?}}(&(p[i]){{[^;]*}}__mpx_b_p{{[^;]*}}access_compound_assign.c:[[@LINE+2]]:3"
  // REWRITE-NOT: __mpx_check_r{{p?}}({{[^;]*}}access_compound_assign.c:[[@LINE+1]]:
  p[i] += 1;
  printf("%u %u %u\n", a[0], a[1], a[2]);
  return 0;
}
