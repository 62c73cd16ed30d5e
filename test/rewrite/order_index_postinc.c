// Evaluation order: a[i++] increments i exactly once, also inside a compound
// assignment (a[i++] += 1) and a nested index (a[b[j++]]); the overflow on
// the last a[i++] is reported with the index it really used.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

int main(void) {
  int a[4] = {0, 0, 0, 0};
  int b[3] = {3, 1, 2};
  int i = 0, j = 0;
  a[i++] = 5;
  a[i++] += 7;
  a[b[j++]] = 9;
  a[b[j++]]++;
  printf("%d %d %d %d i=%d j=%d\n", a[0], a[1], a[2], a[3], i, j);
  int *volatile opaque = a; // gcc -O2 would see p[4] and warn
  int *p = opaque;
  int s = p[i++];
  s += p[i++];
  fprintf(stderr, "s=%d i=%d\n", s, i);
  // REPORT: s=9 i=4
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}order_index_postinc.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound
#ifndef OK
  s += p[i++];
#endif
  printf("s=%d i=%d\n", s, i);
  return 0;
}
