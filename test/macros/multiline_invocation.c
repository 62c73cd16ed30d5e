// A macro invocation spread over several lines, with an access spelled in
// the body: the region is rewritten and padded so that every later line keeps
// its number; an overflow after it is reported at its own original line.
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

#define SUM3(a, i, j, k) ((a)[i] + (a)[j] + (a)[k])

// STATS: accesses left unchecked: 0
// (noinline: inlined into main, GCC -O2 would warn of the overflow the
// test makes, in the plain build and in the instrumented one)
__attribute__((noinline)) static int f(const int *p, int n) {
  int s = SUM3(p,
               0,
               1,
               2);
  // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}"{{[^"]*}}multiline_invocation.c:[[#@LINE+2]]:
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in f at {{.*}}multiline_invocation.c:[[@LINE+1]]:
  return s + p[n];
}

int main(void) {
  int v[4] = {1, 2, 3, 4};
  printf("%d\n", f(v, 3));
  fflush(stdout);
#ifndef OK
  printf("%d\n", f(v, 4));
#endif
  return 0;
}
