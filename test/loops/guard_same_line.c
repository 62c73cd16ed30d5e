// Loop versioning of loops sharing lines with other code: a declaration
// before the `for` on its line, a header split over three lines, code
// after the loop on its last line, and two loops on one line.  __LINE__
// before, inside and after each loop, and a report from the second loop
// on the shared line (its own column), name the original positions.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t x 2>&1 | FileCheck %s --check-prefix=REPORT
// STATS: loops versioned (checked only when a guard fails): 3

#include <stdio.h>

static int lines[4];

static void split_header(int *a, int n) {
  int k = __LINE__; for (int i = 0;
                         i < n;
                         i++) { a[i] = __LINE__ - k; } lines[0] = __LINE__;
}

static void two_on_a_line(int *a, int *b, int n, int m) {
  // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in two_on_a_line at {{.*}}guard_same_line.c:[[@LINE+1]]:75: 1 byte(s) above upper bound
  for (int i = 0; i < n; i++) { a[i] = 1; } for (int j = 0; j < m; j++) { b[j] = __LINE__; }
  lines[1] = __LINE__;
}

int main(int argc, char **argv) {
  (void)argv;
  int a[3], b[3];
  split_header(a, 3);
  // OK: 2 2 2 23
  printf("%d %d %d %d\n", a[0], a[1], a[2], lines[0]);
  two_on_a_line(a, b, 3, 3);
  // OK: 1 28 29
  printf("%d %d %d\n", a[2], b[2], lines[1]);
  volatile int four = 4; // gcc -O2 would see the overflow and warn
  if (argc > 1)
    two_on_a_line(a, b, 3, four);
  return 0;
}
