// A pointer counter read through a cast to smaller elements
// (((char *)p)[5] with int *p): the guard counts the counter's steps in
// its own elements, each four of the access's, so the range it tests is
// the bytes the loop reads.  One byte past the block at the last step, or
// before it at the first, fails the guard and is reported by the checked
// copy at its line; a loop that stays inside runs unchecked.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: not --crash %run %t up 2>&1 | FileCheck %s --check-prefix=UP
// RUN: not --crash %run %t down 2>&1 | FileCheck %s --check-prefix=DOWN
// STATS: loops versioned (checked only when a guard fails): 3

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((noinline)) static long up(const int *a, int n, int k) {
  long s = 0;
  for (const int *p = a; p < a + n; p++)
    // UP: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in up at {{.*}}guard_pointer_counter_cast.c:[[@LINE+1]]:10: 2 byte(s) above upper bound
    s += ((const unsigned char *)p)[k];
  return s;
}

__attribute__((noinline)) static long down(const int *a, int n, int k) {
  long s = 0;
  for (const int *p = a + n - 1; p >= a; p--)
    // DOWN: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in down at {{.*}}guard_pointer_counter_cast.c:[[@LINE+1]]:10: 1 byte(s) below lower bound
    s += ((const unsigned char *)p)[k];
  return s;
}

int main(int argc, char **argv) {
  int *a = malloc(4 * sizeof(int));
  if (!a)
    return 1;
  for (int i = 0; i < 4; i++)
    a[i] = 0x01010101 * (i + 1);
  const char *what = argc > 1 ? argv[1] : "";
  // OK: 10 10
  printf("%ld %ld\n", up(a, 4, strcmp(what, "up") == 0 ? 5 : 1),
         down(a, 4, strcmp(what, "down") == 0 ? -1 : 2));
  free(a);
  return 0;
}
