// A macro whose body is a whole statement (a loop, not wrapped in
// do-while): the accesses in its body are checked and an overflow is
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

#define CLEAR(buf, n) for (int k_ = 0; k_ < (n); k_++) (buf)[k_] = 0;
#define PRINT_ALL(buf, n)                                                      \
  {                                                                            \
    for (int k_ = 0; k_ < (n); k_++)                                           \
      printf("%d ", (buf)[k_]);                                                \
    printf("\n");                                                              \
  }

// STATS: accesses left unchecked: 0
static void reset(int *buf, int n) {
  // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in reset at {{.*}}statement_macro.c:[[@LINE+1]]:
  CLEAR(buf, n)
}

int main(void) {
  int a[4] = {1, 2, 3, 4};
  // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}"{{[^"]*}}statement_macro.c:[[#@LINE+1]]:
  PRINT_ALL(a, 4)
  reset(a, 2);
  PRINT_ALL(a, 4)
  fflush(stdout);
#ifdef OK
  reset(a, 4);
#else
  reset(a, 5);
#endif
  PRINT_ALL(a, 4)
  return 0;
}
