// Loop versioning with macros: an index written as a macro call whose
// argument is the counter (a[IDX(i)]), an access written entirely as a
// macro call with the array and counter as arguments (AT(a, i)), and a
// bound that is a macro: the guard spells the macros with the counter
// replaced.  A macro whose own definition names the counter hides it
// from the guard, so that loop is not versioned.  IDX one too far is
// reported at the line of its use.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: %mpx-rewrite %s -- -DSHIFT=2 > %t.bad.c
// RUN: %cc %cflags -DSHIFT=2 %t.bad.c -o %t.bad %mpxrt
// RUN: not --crash %t.bad 2>&1 | FileCheck %s --check-prefix=REPORT
// STATS: loops versioned (checked only when a guard fails): 2

#include <stdio.h>

#ifndef SHIFT
#define SHIFT 1
#endif
#define N 4
#define IDX(k) (2 * (k) + SHIFT)
#define AT(arr, k) arr[k]
#define AT_I(arr) arr[i]

static long odd_slots(const int *a) {
  long s = 0;
  for (int i = 0; i < N; i++)
    // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in odd_slots at {{.*}}guard_index_macro.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += a[IDX(i)];
  return s;
}

static long through_at(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    s = s * 10 + AT(a, i);
  return s;
}

static long hidden_counter(const int *a, int n) { // not versioned
  long s = 0;
  for (int i = 0; i < n; i++)
    s = s * 10 + AT_I(a);
  return s;
}

int main(void) {
  int a[2 * N] = {1, 2, 3, 4, 5, 6, 7, 8};
  // Through a volatile pointer: gcc -O2 would see SHIFT=2's overflow of a
  // and warn.
  int *volatile opaque = a;
  // OK: 20 1234 4567
  printf("%ld %ld %ld\n", odd_slots(opaque), through_at(a, 4), hidden_counter(a + 3, 4) % 10000);
  return 0;
}
