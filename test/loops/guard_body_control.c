// Loop versioning of loops whose body jumps: continue, break, return from
// inside the loop, and a switch (its case labels and breaks belong to the
// switch inside the body, so the body can be copied).  Both copies take
// the same paths as the plain build; a switch on one element past the
// end is reported.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t x 2>&1 | FileCheck %s --check-prefix=REPORT
// STATS: loops versioned (checked only when a guard fails): 2

#include <stdio.h>

static int first_negative(const int *a, int n, long *evens) {
  *evens = 0;
  for (int i = 0; i < n; i++) {
    if (a[i] < 0)
      return i;
    if (a[i] % 2)
      continue;
    *evens += a[i];
    if (a[i] == 100)
      break;
  }
  return -1;
}

static long classify(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in classify at {{.*}}guard_body_control.c:[[@LINE+1]]:13: 1 byte(s) above upper bound
    switch (a[i] % 3) {
    case 0:
      s += 1;
      break;
    case 1:
      s += a[i] * 10;
      /* fall through */
    default:
      s += 100;
    }
  }
  return s;
}

int main(int argc, char **argv) {
  (void)argv;
  int a[6] = {2, 3, 4, -1, 100, 7};
  int b[6] = {2, 3, 4, 100, 6, 8};
  long evens = 0;
  int at = first_negative(a, 6, &evens);
  // OK: -1 at 3, evens 6
  printf("-1 at %d, evens %ld\n", at, evens);
  at = first_negative(b, 6, &evens);
  // OK: none -1, evens 106
  printf("none %d, evens %ld\n", at, evens);
  // OK: 1611
  printf("%ld\n", classify(a, 6));
  if (argc > 1) {
    int c[2] = {3, 3};
    printf("%ld\n", classify(c, 3));
  }
  return 0;
}
