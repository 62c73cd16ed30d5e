// A loop whose init declares its bound after the counter (for (int i = 0,
// n = m; i < n; i++), for (int *p = a, *e = a + n; p < e; p++)) is
// versioned: the bound is not in scope before the loop, so the guard
// evaluates its initialiser in its place, converted to its type (the
// counter's): an unsigned bound set from -1 is UINT_MAX there too, the
// guard fails and the checked loop reports the first access past the
// array, at its own line.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: FileCheck %s --check-prefix=GUARD < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t scale 2>&1 | FileCheck %s --check-prefix=SCALE
// RUN: not --crash %t wrap 2>&1 | FileCheck %s --check-prefix=WRAP
// STATS: loops versioned (checked only when a guard fails): 3
// GUARD: if ([[LF:__mpx_lf[0-9]+]] < ((__typeof__([[LF]]))(a + n))) { __typeof__((((__typeof__([[LF]]))(a + n))) + 0) {{__mpx_ll[0-9]+}} = (((__typeof__([[LF]]))(a + n)));
// GUARD: if ([[LF2:__mpx_lf[0-9]+]] < ((__typeof__([[LF2]]))(m))) {
// GUARD: unsigned [[LF3:__mpx_lf[0-9]+]] = (0); {{.*}} if ([[LF3]] < ((__typeof__([[LF3]]))(m))) {

#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static void scale(int *a, int n, int k) {
  for (int *p = a, *e = a + n; p < e; p++)
    // SCALE: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in scale at {{.*}}guard_bound_declared_in_init.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    *p *= k;
}

__attribute__((noinline)) static long isum(const int *a, int m) {
  long s = 0;
  for (int i = 0, n = m; i < n; i++)
    s += a[i];
  return s;
}

__attribute__((noinline)) static long usum(const int *a, int m) {
  long s = 0;
  for (unsigned i = 0, n = m; i < n; i++)
    // WRAP: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in usum at {{.*}}guard_bound_declared_in_init.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += a[i];
  return s;
}

int main(int argc, char **argv) {
  int a[5] = {1, 2, 3, 4, 5};
  scale(a, 5, 2);
  // OK: 30 30 0
  printf("%ld %ld %ld\n", isum(a, 5), usum(a, 5), usum(a, 0));
  const char *what = argc > 1 ? argv[1] : "";
  if (!strcmp(what, "scale"))
    scale(a, 6, 2);
  if (!strcmp(what, "wrap"))
    printf("%ld\n", usum(a, -1));
  return 0;
}
