/* GCC's __builtin_va_arg_pack() only works in a direct call of an
 * always_inline function that is never called through its address: that
 * call is left as written (its arguments' bounds are INIT, counted), the
 * forwarding function takes no bounds through the hand-off area (keyed by
 * its address), and its callers call it by name.
 *
 * REQUIRES: gcc
 * RUN: %mpx-rewrite --stats %s -- -O0 2> %t.stats > %t.c
 * RUN: FileCheck --check-prefix=STATS %s < %t.stats
 * RUN: %cc %cflags -O0 %t.c -o %t0 %mpxrt
 * RUN: %cc %cflags -O2 %t.c -o %t2 %mpxrt
 * RUN: %run %t0 | FileCheck %s
 * RUN: %run %t2 | FileCheck %s
 * RUN: not --crash %t2 over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stdarg.h>
#include <stdio.h>

int sum_at(const int *p, ...);
int sum_at(const int *p, ...) {
  va_list ap;
  int n, i, s = 0;
  va_start(ap, p);
  n = va_arg(ap, int);
  for (i = 0; i < n; i++)
    s += p[va_arg(ap, int)];
  va_end(ap);
  return s;
}

static inline __attribute__((always_inline)) int wrap(const int *p, ...) {
  return sum_at(p, __builtin_va_arg_pack());
}

int main(int argc, char **argv) {
  int a[3] = {1, 2, 3};
  int i = argc > 1 ? 3 : 2;
  (void)argv;
  // CHECK: 4
  printf("%d\n", wrap(a, 2, 0, 2));
  // BAD: mpx: bounds violation: read of size 4 {{.*}}vararg_pack_forwarding.c:[[@LINE+1]]:18: 1 byte(s) above upper bound
  printf("%d\n", a[i]);
  return 0;
}
// STATS: INIT: arguments of a call forwarding __builtin_va_arg_pack()
