// Accesses spelled in macro arguments, SWAP(a[0], b[1]) with a and b
// pointers: each is checked, and an overflow through an argument is reported
// at the invocation's line.
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

#define SWAP(x, y)                                                             \
  do {                                                                         \
    int t_ = (x);                                                              \
    (x) = (y);                                                                 \
    (y) = t_;                                                                  \
  } while (0)

// STATS: accesses left unchecked: 0
static void swap_first(int *a, int *b) {
  // REWRITE: __mpx_check_r{{p?c?}}({{[^;]*}}, __mpx_b_a, "{{[^"]*}}swap_arguments.c:[[#@LINE+2]]:{{[0-9]+}}", "swap_first"{{(, __mpx_cv[0-9]+)?}}){{.*}}__mpx_check_r{{p?c?}}({{[^;]*}}, __mpx_b_b, "{{[^"]*}}swap_arguments.c:[[#@LINE+2]]:{{[0-9]+}}", "swap_first"{{(, __mpx_cv[0-9]+)?}})
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in swap_first at {{.*}}swap_arguments.c:[[@LINE+1]]:
  SWAP(a[0], b[1]);
}

int main(void) {
  int a[3] = {1, 2, 3}, b2[2] = {4, 5}, b1[1] = {6};
  swap_first(a, b2);
  printf("%d %d %d %d %d\n", a[0], a[1], a[2], b2[0], b2[1]);
  fflush(stdout);
#ifdef OK
  swap_first(a + 1, b2);
#else
  swap_first(a + 1, b1);
#endif
  printf("%d %d %d\n", a[1], b1[0], b2[1]);
  return 0;
}
