// Loop versioning when the name of the counter's type means something else
// where the guard is written: a counter of typedef type idx declared before
// a variable named idx, and a counter of type idx_t (long) counting down in
// a block that declares its own typedef idx_t (signed char).  The guard
// names the counter's type through __typeof__ of the counter, so the output
// compiles, both loops are versioned and compute what the plain build
// does, and from = 300 (which a signed char guard would see as 44) fails
// the guard and is reported by the checked loop.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t fill 2>&1 | FileCheck %s --check-prefix=FILL
// RUN: not --crash %t down 2>&1 | FileCheck %s --check-prefix=DOWN
// STATS: loops versioned (checked only when a guard fails): 2

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef long idx;
typedef long idx_t;

static void fill(int *a, int n) {
  idx i;
  int idx = 7; // from here on, idx is an int variable
  for (i = 0; i < n; i++)
    // FILL: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in fill at {{.*}}guard_counter_type_shadowed.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    a[i] = idx + (int)i;
}

static long sum_down(const int *a, idx_t from) {
  long s = 0;
  idx_t i;
  {
    typedef signed char idx_t; // an unrelated local type of the same name
    s += (idx_t)1;
    for (i = from; i > 0; i--)
      // DOWN: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in sum_down at {{.*}}guard_counter_type_shadowed.c:[[@LINE+1]]:12: 801 byte(s) above upper bound
      s += a[i];
  }
  return s;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  int *a = malloc(100 * sizeof *a);
  fill(a, 100);
  // OK: 7 106 5644
  printf("%d %d %ld\n", a[0], a[99], sum_down(a, 99));
  if (!strcmp(mode, "fill"))
    fill(a, 101);
  if (!strcmp(mode, "down"))
    printf("%ld\n", sum_down(a, 300));
  free(a);
  return 0;
}
