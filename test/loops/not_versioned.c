// Loops versioning must leave alone: each function below has a loop whose
// accesses one test before it cannot prove, or whose text cannot be run
// twice as written.  None is versioned, and all run as they did.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: FileCheck %s --check-prefix=TEXT < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt && %t > %t.actual
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.actual
// STATS: loops versioned (checked only when a guard fails): 0
// TEXT-NOT: {{__mpx_span_ok\(}}

#include <stdio.h>

static int g_n = 4;
static volatile int v_n = 4;
static int calls;
static void tick(void) { calls++; }

static long square_index(const int *a) { // not linear in i
  long s = 0;
  for (int i = 0; i < 2; i++)
    s += a[i * i];
  return s;
}

static long modulo_index(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    s += a[i % 4];
  return s;
}

static long indirect_index(const int *a, const int *idx, int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    s += a[idx[i]];
  return s;
}

static long narrow_unsigned_index(const int *a, unsigned n) {
  long s = 0; // unsigned to int: implementation-defined past INT_MAX
  for (unsigned u = 1; u <= n; u++)
    s += a[(int)(u - 1)];
  return s;
}

static long counter_changed_in_body(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    s += a[i];
    i += a[i] > 2;
  }
  return s;
}

static long bound_changed_in_body(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    s += a[i];
    n -= a[i] > 3;
  }
  return s;
}

static long global_bound_with_call(const int *a) {
  long s = 0;
  for (int i = 0; i < g_n; i++) {
    tick();
    s += a[i];
  }
  return s;
}

static long volatile_bound(const int *a) {
  long s = 0;
  for (int i = 0; i < v_n; i++)
    s += a[i];
  return s;
}

static long label_in_body(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    if (a[i] == 2)
      goto skip;
    s += a[i];
  skip:;
  }
  return s;
}

static long static_in_body(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    static int seen;
    seen += a[i];
    s += seen;
  }
  return s;
}

static long pragma_before(const int *a, int n) {
  long s = 0;
#pragma GCC unroll 2
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

static long not_equal_condition(const int *a, int n) {
  long s = 0;
  for (int i = 0; i != n; i++)
    s += a[i];
  return s;
}

int main(void) {
  int a[4] = {1, 2, 3, 4};
  int idx[4] = {3, 2, 1, 0};
  printf("%ld %ld %ld %ld\n", square_index(a), modulo_index(a, 8),
         indirect_index(a, idx, 4), narrow_unsigned_index(a, 4));
  printf("%ld %ld %ld %d\n", counter_changed_in_body(a, 4),
         bound_changed_in_body(a, 4), global_bound_with_call(a), calls);
  printf("%ld %ld %ld %ld %ld\n", volatile_bound(a), label_in_body(a, 4),
         static_in_body(a, 4), pragma_before(a, 4),
         not_equal_condition(a, 4));
  return 0;
}
