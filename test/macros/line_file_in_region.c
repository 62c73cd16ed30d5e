// __LINE__ and __FILE__ inside a macro region that is rewritten through its
// expansion still print the original values (the invocation's line, the
// original file name), and later lines keep their numbers.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
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

#define AT(a, i) ((a)[i])
#define WHERE(a, i) printf("%s:%d: %d\n", __FILE__, __LINE__, AT(a, i))
#define WHERE_ARG(x, line) printf("%s:%d: %d\n", __FILE__, line, x)

// STATS: accesses left unchecked: 0
static void report(const int *p, int i) {
  // OUT: line_file_in_region.c:[[@LINE+2]]: 20
  // REWRITE: __FILE__{{.*}}__LINE__{{.*}}__mpx_check_r{{p?}}(
  WHERE(p, i);
  // OUT: line_file_in_region.c:[[@LINE+1]]: 20
  WHERE_ARG(AT(p, i), __LINE__);
  // OUT: line_file_in_region.c:{{[0-9]+}}: 20
  WHERE_ARG(AT(p,
               i),
            __LINE__);
  // OUT: after [[@LINE+1]]
  printf("after %d\n", __LINE__);
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in report at {{.*}}line_file_in_region.c:[[@LINE+1]]:
  printf("%s %d %d\n", __FILE__, __LINE__, AT(p, i + 1));
}

int main(void) {
  int v[3] = {10, 20, 30};
  report(v, 1);
  fflush(stdout);
#ifndef OK
  report(v, 2);
#endif
  return 0;
}
