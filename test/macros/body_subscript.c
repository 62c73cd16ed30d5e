// An access spelled in a macro body, #define AT(a, i) ((a)[i]): the
// invocation is rewritten through its expansion, and an overflow is
// reported at the invocation's line.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual
// RUN: %mpx-rewrite --stats %s -- > /dev/null 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats

#include <stdio.h>

#define AT(a, i) ((a)[i])

// STATS: accesses left unchecked: 0
static int sum(const int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    // REWRITE: __mpx_check_r{{p?}}({{.*}}, __mpx_b_p, "{{.*}}body_subscript.c:[[#@LINE+2]]:{{[0-9]+}}", "sum")
    // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in sum at {{.*}}body_subscript.c:[[@LINE+1]]:
    s += AT(p, i);
  return s;
}

int main(void) {
  int v[4] = {1, 2, 3, 4};
  AT(v, 3) = 40;
#ifdef OK
  printf("%d\n", sum(v, 4));
#else
  printf("%d\n", sum(v, 5));
#endif
  return 0;
}
