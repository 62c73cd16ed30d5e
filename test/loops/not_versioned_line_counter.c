// Loops versioning must leave alone because they expand __LINE__ or
// __COUNTER__, whose value changes when the text is spelled once more: the
// guard, on the loop's first line, would see another __LINE__ in an index
// or a bound written on a later line (and prove the wrong range), and a
// second copy of a body expanding __COUNTER__ would shift every later
// value.  None of these loops is versioned, the overruns are reported, and
// __COUNTER__ counts as in the plain build.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: FileCheck %s --check-prefix=TEXT < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t index 2>&1 | FileCheck %s --check-prefix=INDEX
// RUN: not --crash %t bound 2>&1 | FileCheck %s --check-prefix=BOUND
// STATS: loops versioned (checked only when a guard fails): 0
// TEXT-NOT: {{__mpx_span_ok\(}}

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int ids[2];

static void fill_line_index(int *a, int n) {
  // INDEX: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in fill_line_index at {{.*}}not_versioned_line_counter.c:[[@LINE+3]]:5: 1 byte(s) above upper bound
  enum { FOR_LINE = __LINE__ + 1 };
  for (int i = 0; i < n; i++)
    a[i + __LINE__ - FOR_LINE] = i; // a[i + 1]; a[i] on the loop's line
}

static long sum_line_bound(const int *a, int len) {
  long s = 0;
  enum { BOUND_LINE = __LINE__ + 2 };
  for (int i = 0;
       i < __LINE__ - BOUND_LINE + len; // len; len - 1 on the loop's line
       i++)
    // BOUND: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in sum_line_bound at {{.*}}not_versioned_line_counter.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += a[i];
  return s;
}

static void count(int *a, int n) {
  for (int i = 0; i < n; i++)
    a[i] = __COUNTER__;
  ids[0] = __COUNTER__;
  ids[1] = __COUNTER__;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  int *a = calloc(4, sizeof *a);
  fill_line_index(a, 3);
  // OK: 0 0 1 2 3
  printf("%d %d %d %d %ld\n", a[0], a[1], a[2], a[3], sum_line_bound(a, 4));
  count(a, 4);
  // OK-NEXT: 0 0 1 2
  printf("%d %d %d %d\n", a[0], a[3], ids[0], ids[1]);
  // volatile: gcc -O2 would see the overflows and warn
  volatile int index_n = 4, bound_len = 5;
  if (!strcmp(mode, "index"))
    fill_line_index(a, index_n);
  if (!strcmp(mode, "bound"))
    printf("%ld\n", sum_line_bound(a, bound_len));
  free(a);
  return 0;
}
