// Loop versioning copies the loop with #line directives: __LINE__ inside
// the unchecked copy, and a report from the checked one, name the
// original lines.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=LINES < %t.out
// RUN: not --crash %t x 2>&1 | FileCheck %s --check-prefix=REPORT

#include <stdio.h>

#define WHERE(v) printf("%d at line %d\n", (v), __LINE__)

static void show(const int *a, int n) {
  for (int i = 0; i < n; i++) {
    int v = a[i];
    // LINES-COUNT-3: at line [[@LINE+2]]
    // REPORT: in show at {{.*}}guard_line_numbers.c:[[@LINE-2]]:13: 1 byte(s) above upper bound
    WHERE(v);
  }
}

int main(int argc, char **argv) {
  (void)argv;
  int a[3] = {1, 2, 3};
  show(a, argc > 1 ? 4 : 3);
  return 0;
}
