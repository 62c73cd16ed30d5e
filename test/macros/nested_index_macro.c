// A macro access whose index is itself a macro access, AT(p, AT(idx, j)):
// both are checked; the overflow of the inner index array is reported.
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
int main(void) {
  int p[4] = {10, 20, 30, 40};
  int idx[3] = {3, 0, 2};
  for (int j = 0; j < 3; j++)
    printf("%d\n", AT(p, AT(idx, j)));
  fflush(stdout);
  // volatile: a constant overflow would be seen, and warned about, when
  // optimising
#ifdef OK
  volatile int j = 2;
#else
  volatile int j = 3;
#endif
  // REWRITE: __mpx_check_r{{p?}}({{.*}}__mpx_check_r{{p?}}({{.*}}nested_index_macro.c:[[#@LINE+2]]:{{.*}}nested_index_macro.c:[[#@LINE+2]]:
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}nested_index_macro.c:[[@LINE+1]]:
  printf("%d\n", AT(p, AT(idx, j)));
  return 0;
}
