// Bounds source: c ? p : q carries the bounds of the arm that was chosen;
// each arm is tested with an index that is in bounds for the other arm only.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t small 2>&1 | FileCheck %s --check-prefix=SMALL
// RUN: not --crash %t big 2>&1 | FileCheck %s --check-prefix=BIG
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain small > %t.expected && %t.plain big >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok small > %t.actual && %t.ok big >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

#ifdef OK
static volatile int small_i = 1, big_i = 7;
#else
static volatile int small_i = 2, big_i = 8;
#endif

int big[8];

int main(int argc, char **argv) {
  int small[2] = {5, 6};
  int want_small = argc > 1 && strcmp(argv[1], "small") == 0;
  // REWRITE: int *p = {{.*}}want_small ? {{.*}}__mpx_make_to(&({{[^)]*}}), small, sizeof(small)){{.*}} : {{.*}}__mpx_make_to(&({{[^)]*}}), big, sizeof(big))
  int *p = want_small ? small : big;
  if (want_small) {
    // SMALL: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}source_conditional.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
    printf("small %d\n", p[small_i]);
  } else {
    // BIG: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}source_conditional.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    p[big_i] = 1;
    printf("big %d\n", big[7]);
  }
  return 0;
}
