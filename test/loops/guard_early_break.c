// Loop versioning never reports what the program does not do: a search
// loop whose bound lies past the array but that stops at the sentinel
// inside it fails the guard, runs checked, and runs clean.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s < %t.out
// STATS: loops versioned (checked only when a guard fails): 1

#include <stdio.h>

static int find_zero(const int *a, int limit) {
  int i;
  for (i = 0; i < limit; i++)
    if (a[i] == 0)
      break;
  return i;
}

int main(void) {
  int a[5] = {3, 1, 0, 7, 9};
  // CHECK: zero at 2
  printf("zero at %d\n", find_zero(a, 1000));
  return 0;
}
