// Loop versioning with size_t counters: counting up to a size_t bound,
// counting down with `i > 0` and reading a[i - 1] (exact in size_t's
// width), and `i <= last` with last == SIZE_MAX, where the counter would
// wrap: the guard refuses that bound and the checked copy runs (here
// clean, as the loop stops at the sentinel).  One element too many, at
// either end, is reported.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t up 2>&1 | FileCheck %s --check-prefix=UP
// RUN: not --crash %t down 2>&1 | FileCheck %s --check-prefix=DOWN
// STATS: loops versioned (checked only when a guard fails): 3

#include <stdint.h>
#include <stdio.h>
#include <string.h>

static long up(const long *a, size_t n) {
  long s = 0;
  for (size_t i = 0; i < n; ++i)
    // UP: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in up at {{.*}}guard_size_t_bound.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += a[i];
  return s;
}

static long down(const long *a, size_t n) {
  long s = 0;
  for (size_t i = n; i > 0; i--)
    // DOWN: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in down at {{.*}}guard_size_t_bound.c:[[@LINE+1]]:18: 1 byte(s) above upper bound
    s = s * 10 + a[i - 1];
  return s;
}

static long to_sentinel(const long *a, size_t first, size_t last) {
  long s = 0;
  for (size_t i = first; i <= last; i++) {
    if (a[i] == 0)
      break;
    s += a[i];
  }
  return s;
}

int main(int argc, char **argv) {
  long a[5] = {1, 2, 3, 4, 0};
  const char *mode = argc > 1 ? argv[1] : "";
  // OK: 10 0 4321 9 10
  printf("%ld %ld %ld %ld %ld\n", up(a, 4), up(a, 0), down(a, 4),
         to_sentinel(a, 1, 3), to_sentinel(a, 0, SIZE_MAX));
  if (!strcmp(mode, "up"))
    printf("%ld\n", up(a, 6));
  if (!strcmp(mode, "down"))
    printf("%ld\n", down(a, 6));
  return 0;
}
