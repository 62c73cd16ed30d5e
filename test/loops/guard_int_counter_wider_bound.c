// Loop versioning of an int counter compared against a bound of another
// type: for (int i = 0; i < n; i++) with n long, size_t or unsigned, where
// the comparison sees the counter through an implicit conversion.  All
// three loops are versioned, compute what the plain build does, and a
// bound one past the array fails the guard and is reported by the checked
// loop.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t long 2>&1 | FileCheck %s --check-prefix=LONG
// RUN: not --crash %t size_t 2>&1 | FileCheck %s --check-prefix=SIZE
// RUN: not --crash %t unsigned 2>&1 | FileCheck %s --check-prefix=UNSIGNED
// STATS: loops versioned (checked only when a guard fails): 3

#include <stddef.h>
#include <stdio.h>
#include <string.h>

// i < n with n size_t or unsigned is the construct under test (-Wextra).
#pragma GCC diagnostic ignored "-Wsign-compare"

static long sum_long(const long *a, long n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    // LONG: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in sum_long at {{.*}}guard_int_counter_wider_bound.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += a[i];
  return s;
}

static long sum_size(const long *a, size_t n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    // SIZE: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in sum_size at {{.*}}guard_int_counter_wider_bound.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += a[i];
  return s;
}

static long sum_unsigned(const long *a, unsigned n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    // UNSIGNED: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in sum_unsigned at {{.*}}guard_int_counter_wider_bound.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += a[i];
  return s;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  long a[4] = {1, 20, 300, 4000};
  // OK: 4321 321 21 0
  printf("%ld %ld %ld %ld\n", sum_long(a, 4), sum_size(a, 3),
         sum_unsigned(a, 2), sum_long(a, -1));
  if (!strcmp(mode, "long"))
    printf("%ld\n", sum_long(a, 5));
  if (!strcmp(mode, "size_t"))
    printf("%ld\n", sum_size(a, 5));
  if (!strcmp(mode, "unsigned"))
    printf("%ld\n", sum_unsigned(a, 5));
  return 0;
}
