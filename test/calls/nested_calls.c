// Nested calls f(g(x), h(y)) where g and h return pointers: the bounds
// returned by g and h reach f's parameters.
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

static char first[8] = "abcdefg";
static char second[3] = "xy";

// REWRITE: char *__mpxc_g(int x, __mpx_bnd *__mpx_rb)
char *g(int x) { return first + x; }
// REWRITE: char *__mpxc_h(int y, __mpx_bnd *__mpx_rb)
char *h(int y) { return second + y; }

// REWRITE: int __mpxc_f(const char *a, const char *b, int n, __mpx_bnd __mpx_b_a{{.*}}, __mpx_bnd __mpx_b_b
int f(const char *a, const char *b, int n) {
  int d = 0;
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in f at {{.*}}nested_calls.c:[[@LINE+1]]:17: 1 byte(s) above upper bound
    d += a[i] - b[i];
  return d;
}

int main(void) {
  // REWRITE: __mpxc_g(1, {{.*}}__mpxc_h(0, {{.*}}__mpxc_f(
  printf("%d\n", f(g(1), h(0), 3));
#ifdef OK
  printf("%d\n", f(g(4), h(1), 2));
#else
  printf("%d\n", f(g(4), h(1), 3));
#endif
  return 0;
}
