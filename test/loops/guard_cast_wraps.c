// Loop versioning with written casts in the index whose operand could wrap
// or overflow in the type the guard would compute it in: p[(size_t)(i + 2)]
// with n = SIZE_MAX (i + 2 at the last iteration wraps to 0 in size_t, so
// a guard evaluating the cast would check [2, 0]), and p[(ptrdiff_t)i * 2]
// with a bound of LONG_MAX (the last index overflows).  The guard leaves
// the written casts out and computes the exact indices, so both loops are
// versioned, compute what the plain build does when in bounds, and each
// loop that stops on its data only after running past the array fails
// the guard and reports the first read out of bounds.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t size_t 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not --crash %t ptrdiff 2>&1 | FileCheck %s --check-prefix=PTRDIFF
// STATS: loops versioned (checked only when a guard fails): 2

#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct pair {
  int x, y;
};

// Sums p[2], p[3], ... until the sum passes 2; no upper limit of its own.
static long sum_from_two(const long *p, size_t n) {
  long s = 0;
  for (size_t i = 0; i < n; i++) {
    // SIZE: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in sum_from_two at {{.*}}guard_cast_wraps.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += p[(size_t)(i + 2)];
    if (s > 2)
      break;
  }
  return s;
}

// Walks the y of every second pair from p[2 * first] on until a zero y.
static long scan(const struct pair *p, long first) {
  long s = 0;
  for (long i = first; i < LONG_MAX; i++) {
    // PTRDIFF: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in scan at {{.*}}guard_cast_wraps.c:[[@LINE+1]]:9: 5 byte(s) above upper bound
    if (p[(ptrdiff_t)i * 2].y == 0)
      break;
    s += p[(ptrdiff_t)i * 2].y;
  }
  return s;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  long p[4] = {1, 1, 1, 1};
  struct pair buf[10] = {{0, 1}, {0, 2}, {0, 3}, {0, 4}, {0, 5},
                         {0, 6}, {0, 7}, {0, 8}, {0, 0}, {0, 10}};
  // OK: 2 1 16
  printf("%ld %ld %ld\n", sum_from_two(p, 2), sum_from_two(p, 1),
         scan(buf + 4, -2));
  if (!strcmp(mode, "size_t"))
    printf("%ld\n", sum_from_two(p, SIZE_MAX));
  if (!strcmp(mode, "ptrdiff")) {
    buf[8].y = 9;
    printf("%ld\n", scan(buf + 4, -2));
  }
  return 0;
}
