// A while loop whose body ends in the increment of its counter (while (i
// < n) { ...; i++; }, i += K, n-- towards a bound, a pointer p++ towards
// an end) is versioned as the for loop it amounts to, from the counter's
// value before the loop: every access before the increment sees the
// counter between its first and its last value.  One whose counter moves
// anywhere else in the body (i++ first, then a[i]) keeps its checks.
// Out of bounds, the guard fails and the checked loop reports the first
// faulting access at its own line.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: FileCheck %s --check-prefix=GUARD < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t sum 2>&1 | FileCheck %s --check-prefix=SUM
// RUN: not --crash %t back 2>&1 | FileCheck %s --check-prefix=BACK
// RUN: not --crash %t walk 2>&1 | FileCheck %s --check-prefix=WALK
// RUN: not --crash %t first 2>&1 | FileCheck %s --check-prefix=FIRST
// STATS: loops versioned (checked only when a guard fails): 4
// GUARD: { if (__extension__ ({ __typeof__(i) [[LF:__mpx_lf[0-9]+]] = (i); int {{__mpx_ok[0-9]+}} = 1; if ([[LF]] < n) {
// GUARD-SAME: __MPX_LOOP_COPY_BEGIN

#include <stdio.h>
#include <string.h>

// i from 0 to n - 1, then a[i] read past a[n - 1] when n is too large.
__attribute__((noinline)) static long sum(const int *a, int n) {
  long s = 0;
  int i = 0;
  while (i < n) {
    // SUM: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in sum at {{.*}}guard_while.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += a[i];
    i++;
  }
  return s;
}

__attribute__((noinline)) static void evens(int *a, int n) {
  int i = 0;
  while (i < n) {
    a[i] = 0;
    i += 2;
  }
}

__attribute__((noinline)) static long back(const int *a, int n) {
  long s = 0;
  while (n > 0) {
    // BACK: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in back at {{.*}}guard_while.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += a[n - 1];
    n--;
  }
  return s;
}

__attribute__((noinline)) static long walk(const int *p, const int *e) {
  long s = 0;
  while (p < e) {
    // WALK: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in walk at {{.*}}guard_while.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += *p;
    p++;
  }
  return s;
}

// The counter moves first: a[i] reaches a[n].  Not versioned.
__attribute__((noinline)) static long first(const int *a, int n) {
  long s = 0;
  int i = 0;
  while (i < n) {
    i++;
    // FIRST: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in first at {{.*}}guard_while.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += a[i];
  }
  return s;
}

int main(int argc, char **argv) {
  int a[6] = {1, 2, 3, 4, 5, 6};
  // OK: 21 15 12 20
  printf("%ld %ld %ld %ld\n", sum(a, 6), back(a, 5), walk(a + 2, a + 5),
         first(a, 5));
  evens(a, 6);
  // OK-NEXT: 0 2 0 4 0 6
  printf("%d %d %d %d %d %d\n", a[0], a[1], a[2], a[3], a[4], a[5]);
  const char *what = argc > 1 ? argv[1] : "";
  if (!strcmp(what, "sum"))
    printf("%ld\n", sum(a, 7));
  if (!strcmp(what, "back"))
    printf("%ld\n", back(a, 7));
  if (!strcmp(what, "walk"))
    printf("%ld\n", walk(a + 4, a + 7));
  if (!strcmp(what, "first"))
    printf("%ld\n", first(a, 6));
  return 0;
}
