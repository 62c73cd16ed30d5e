// Loop versioning: a pointer into the middle of an array indexed
// backwards (p[-i], *(p - i), p[-(i + 1)]) is covered by negated indices;
// one step below the array's start fails the guard and the checked copy
// reports the read below the lower bound at its own line.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: not --crash %t deref 2>&1 | FileCheck %s --check-prefix=DEREF
// RUN: not --crash %t minus 2>&1 | FileCheck %s --check-prefix=MINUS
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// STATS: loops versioned (checked only when a guard fails): 3

#include <stdio.h>
#include <string.h>

static long backwards(const int *mid, int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    s = 10 * s + mid[-i];
  return s;
}

static long deref_minus(const int *mid, int n) {
  long s = 0;
  for (int i = 0; i <= n; i++)
    // DEREF: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in deref_minus at {{.*}}guard_negative_index.c:[[@LINE+1]]:18: 4 byte(s) below lower bound
    s = 10 * s + *(mid - i);
  return s;
}

static long minus_one_more(const int *mid, int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    // MINUS: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in minus_one_more at {{.*}}guard_negative_index.c:[[@LINE+1]]:18: 4 byte(s) below lower bound
    s = 10 * s + mid[-(i + 1)];
  return s;
}

int main(int argc, char **argv) {
  int a[5] = {1, 2, 3, 4, 5};
  int *mid = a + 2;
  int bad = argc > 1;
  // OK: 321 321 21
  printf("%ld %ld %ld\n", backwards(mid, 3),
         deref_minus(mid, bad && !strcmp(argv[1], "deref") ? 3 : 2),
         minus_one_more(mid, bad && !strcmp(argv[1], "minus") ? 3 : 2));
  return 0;
}
