// A stringising macro, SHOW(p[2]): the program still prints the ORIGINAL
// text "p[2] = ..." (not the instrumented expression), and the access is
// still checked, reported at the invocation's line.
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
// RUN: FileCheck %s --check-prefix=OUT < %t.actual

#include <stdio.h>

#define SHOW(x) printf(#x " = %d\n", x)

// STATS: accesses left unchecked: 0
static void show(const int *p, int i) {
  // OUT: p[2] = 3
  SHOW(p[2]);
  // OUT: p[i] + p[0] = 3
  // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}, __mpx_b_p, "{{[^"]*}}stringize.c:[[#@LINE+2]]:{{[0-9]+}}", "show")
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in show at {{.*}}stringize.c:[[@LINE+1]]:
  SHOW(p[i] + p[0]);
}

int main(void) {
  int v[3] = {1, 2, 3};
  fflush(stdout);
  show(v, 1);
  fflush(stdout);
#ifndef OK
  show(v, 3);
#endif
  return 0;
}
