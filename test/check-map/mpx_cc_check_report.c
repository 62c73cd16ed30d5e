// mpx-cc -fmpx-check-report=DIR writes the check map of each file it
// compiles, also with a rewrite cache (a rewrite that writes the map is
// never taken from the cache), and the program builds and runs.
//
// RUN: rm -rf %t.d %t.cache && mkdir %t.cache
// RUN: %mpx-cc %cflags -fmpx-cache-dir=%t.cache %s -o %t.first
// RUN: %mpx-cc %cflags -fmpx-cache-dir=%t.cache -fmpx-check-report=%t.d %s -o %t
// RUN: %t | FileCheck %s --check-prefix=OUT
// RUN: %check-map json %t.d mpx_cc_check_report.c | FileCheck %s

#include <stdio.h>

static int last(const int *a, int n) {
  // CHECK: [[@LINE+1]]:10 checked read last | checked against the bounds the pointer carries
  return a[n - 1];
}

int main(void) {
  int a[3] = {1, 2, 3};
  printf("%d\n", last(a, 3));
  return 0;
}
// CHECK: totals checked=2 proved=0 unchecked=0
// OUT: 3
