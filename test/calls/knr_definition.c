// A K&R-style definition is not cloned: its pointer parameter gets INIT
// bounds (nothing can fail against them), but the arrays it declares in its
// own body are still checked. --stats says the function was not cloned.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual
// RUN: %mpx-rewrite --stats %s -- -Wno-deprecated-non-prototype > /dev/null 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats

#include <stdio.h>

// Old-style definitions are what this test is about; clang warns on them.
#ifdef __clang__
#pragma clang diagnostic ignored "-Wdeprecated-non-prototype"
#endif

// STATS: INIT: parameters of uncloned function (old-style (K&R) definition): 1
// STATS: functions cloned: 0
// REWRITE: int total(p, n)
// REWRITE-NOT: __mpxc_total(
int total(p, n)
int *p;
int n;
{
  int copy[4];
  int s = 0;
  for (int i = 0; i < n; i++) {
    s += p[i];
    // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in total at {{.*}}knr_definition.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    copy[i] = p[i];
  }
  return s + copy[0];
}

int main(void) {
  int a[5] = {1, 2, 3, 4, 5};
#ifdef OK
  printf("%d\n", total(a, 4));
#else
  printf("%d\n", total(a, 5));
#endif
  return 0;
}
