// Loop versioning with globals: a loop over a global array up to a global
// length that only reads memory is versioned, and reading one element too
// many is reported.  A loop that writes memory could change the global
// length (here it does: `out` points at it), so the length is not
// invariant and that loop is not versioned; it runs as in the plain
// build, and the overrun its write causes is reported.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t read 2>&1 | FileCheck %s --check-prefix=READ
// RUN: not --crash %t grow 2>&1 | FileCheck %s --check-prefix=GROW
// STATS: loops versioned (checked only when a guard fails): 1

#include <stdio.h>
#include <string.h>

static int g_data[6] = {1, 2, 3, 4, 5, 6};
static int g_len = 4;

static long sum_global(void) {
  long s = 0;
  for (int i = 0; i < g_len; i++)
    // READ: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in sum_global at {{.*}}guard_global_bound.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += g_data[i];
  return s;
}

static long copy_and_grow(const int *src, int *out, int grow) {
  long s = 0;
  for (int i = 0; i < g_len; i++) {
    // GROW: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in copy_and_grow at {{.*}}guard_global_bound.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += src[i];
    *out = grow;
  }
  return s;
}

// The overflowing lengths are volatile: constants would let gcc -O2 see the
// overflow and warn.
static volatile int read_len = 7, grow_len = 8;

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  // OK: 10
  printf("%ld\n", sum_global());
  // OK: 3 2
  long s = copy_and_grow(g_data, &g_len, 2);
  printf("%ld %d\n", s, g_len);
  if (!strcmp(mode, "read")) {
    g_len = read_len;
    printf("%ld\n", sum_global());
  }
  if (!strcmp(mode, "grow"))
    printf("%ld\n", copy_and_grow(g_data, &g_len, grow_len));
  return 0;
}
