// Loop versioning of loops whose counter is declared before them: with no
// init (`for (; i < n; i++)`, the guard starts from i's current value) and
// with an assignment as init (`for (i = from; ...)`).  The counter's value
// after the loop is the same in both copies, and a loop resuming past the
// end of the array is reported.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t resume 2>&1 | FileCheck %s --check-prefix=RESUME
// RUN: not --crash %t assign 2>&1 | FileCheck %s --check-prefix=ASSIGN
// STATS: loops versioned (checked only when a guard fails): 3

#include <stdio.h>
#include <string.h>

// Sums a[0..stop) in two halves: the second loop resumes where the
// first one stopped.
static long two_halves(const int *a, int half, int stop, int *end) {
  long s = 0;
  int i = 0;
  for (; i < half; i++)
    s += a[i];
  for (; i < stop; i++)
    // RESUME: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in two_halves at {{.*}}guard_no_init.c:[[@LINE+1]]:16: 1 byte(s) above upper bound
    s += 100 * a[i];
  *end = i;
  return s;
}

static long assigned(const int *a, int from, int to) {
  long s = 0;
  long i;
  for (i = from; i <= to; i++)
    // ASSIGN: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in assigned at {{.*}}guard_no_init.c:[[@LINE+1]]:10: 4 byte(s) below lower bound
    s += a[i];
  return s + 1000 * i;
}

int main(int argc, char **argv) {
  int a[6] = {1, 2, 3, 4, 5, 6};
  const char *mode = argc > 1 ? argv[1] : "";
  int end = -1;
  long s = two_halves(a, 2, 6, &end);
  // OK: 1803 6 6015 3000
  printf("%ld %d %ld %ld\n", s, end, assigned(a, 3, 5), assigned(a, 3, 2));
  if (!strcmp(mode, "resume"))
    printf("%ld\n", two_halves(a, 3, 7, &end));
  if (!strcmp(mode, "assign"))
    printf("%ld\n", assigned(a, -1, 2));
  return 0;
}
