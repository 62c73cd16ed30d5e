// Pointer induction loops (for (p = a; p < end; p++), p += K, p--, with
// the pointer assigned or declared by the init, or set before the loop)
// are versioned: the guard takes the pointer's first value, ranges over
// its offsets in elements up to the last value the condition admits, and
// tests the elements the accesses through it reach against the bounds it
// starts with (those of its init's value, or its own).  The unchecked
// copy first gives the pointer's bounds variable what the instrumented
// init would (an access through it after the loop is checked against
// them).  When the range does not fit, the checked loop runs and the
// first access out of bounds is reported at its own line.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: FileCheck %s --check-prefix=GUARD < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t sum 2>&1 | FileCheck %s --check-prefix=SUM
// RUN: not --crash %t fill 2>&1 | FileCheck %s --check-prefix=FILL
// RUN: not --crash %t down 2>&1 | FileCheck %s --check-prefix=DOWN
// RUN: not --crash %t pairs 2>&1 | FileCheck %s --check-prefix=PAIRS
// RUN: env MPXRT_OPTIONS=mode=count %t upto 2>&1 | FileCheck %s --check-prefix=UPTO
// STATS: loops versioned (checked only when a guard fails): 6
// GUARD: { if (__extension__ ({ __typeof__(p) [[LF:__mpx_lf[0-9]+]] = (a); int {{__mpx_ok[0-9]+}} = 1; if ([[LF]] < end) { __typeof__((end) + 0) [[LL:__mpx_ll[0-9]+]] = (end); __attribute__((unused)) __mpx_wide [[W0:__mpx_w[0-9]+]] = 0, [[W1:__mpx_w[0-9]+]] = (((__mpx_wide)__MPX_INT([[LL]]) - (__mpx_wide)__MPX_INT([[LF]]) - 1) / ((__mpx_wide)sizeof(*[[LF]]) * 1) * 1);
// GUARD-SAME: __mpx_span_ok(__MPX_INT([[LF]]), 4, __mpx_b_a, ((__mpx_wide)[[W0]]), ((__mpx_wide)[[W1]]))
// GUARD-SAME: { [[B:__mpx_b_p[_0-9]*]] = __mpx_b_a; __MPX_LOOP_COPY_BEGIN
// GUARD: { if (__extension__ ({ char * {{__mpx_lf[0-9]+}} = (d);
// GUARD: { if (__extension__ ({ const int * [[LF2:__mpx_lf[0-9]+]] = (a + n - 1);{{.*}}if ([[LF2]] >= a) {{.*}} = -(((__mpx_wide)__MPX_INT([[LF2]]) - (__mpx_wide)__MPX_INT({{__mpx_ll[0-9]+}})) / ((__mpx_wide)sizeof(*[[LF2]]) * 1) * 1);
// GUARD: / ((__mpx_wide)sizeof(*{{__mpx_lf[0-9]+}}) * 2) * 2);

#include <stdio.h>
#include <string.h>

typedef const int *ints;

__attribute__((noinline)) static long sum(const int *a, int n) {
  const int *p, *end = a + n;
  long s = 0;
  for (p = a; p < end; p++)
    // SUM: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in sum at {{.*}}guard_pointer_counter.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += *p;
  return s;
}

__attribute__((noinline)) static void fill(char *d, int n) {
  for (char *p = d; p < d + n; p++)
    // FILL: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in fill at {{.*}}guard_pointer_counter.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    *p = 'x';
}

__attribute__((noinline)) static long down(const int *a, int n) {
  long s = 0;
  for (const int *p = a + n - 1; p >= a; p--)
    // DOWN: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in down at {{.*}}guard_pointer_counter.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += *p;
  return s;
}

// p[1] at the last p: past the end when n is odd.
__attribute__((noinline)) static long pairs(ints a, int n) {
  long t = 0;
  for (ints p = a; p < a + n; p += 2)
    // PAIRS: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in pairs at {{.*}}guard_pointer_counter.c:[[@LINE+1]]:17: 1 byte(s) above upper bound
    t += p[0] * p[1];
  return t;
}

// No init: the pointer's own bounds.
__attribute__((noinline)) static long upto(const int *p, const int *e) {
  long s = 0;
  for (; p <= e; p++)
    // UPTO: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in upto at {{.*}}guard_pointer_counter.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += p[0];
  return s;
}

// After the loop, p is checked against the bounds its init gave it, which
// the unchecked copy sets too (not x's, which it had before).
__attribute__((noinline)) static int last(const int *a, int n) {
  int x = 7;
  const int *p = &x;
  long s = *p;
  for (p = a; p < a + n; p++)
    s += *p;
  return (int)s + p[-1];
}

int main(int argc, char **argv) {
  int a[6] = {1, 2, 3, 4, 5, 6};
  char d[8];
  fill(d, 7);
  d[7] = 0;
  // OK: 21 xxxxxxx 15 44 10 34
  printf("%ld %s %ld %ld %ld %d\n", sum(a, 6), d, down(a, 5), pairs(a, 6),
         upto(a, a + 3), last(a, 6));
  const char *what = argc > 1 ? argv[1] : "";
  if (!strcmp(what, "sum"))
    printf("%ld\n", sum(a, 7));
  if (!strcmp(what, "fill"))
    fill(d, 9);
  if (!strcmp(what, "down"))
    printf("%ld\n", down(a, 7));
  if (!strcmp(what, "pairs"))
    printf("%ld\n", pairs(a + 1, 5));
  if (!strcmp(what, "upto")) {
    // UPTO: then 10
    volatile long over = upto(a + 3, a + 6);
    (void)over;
    printf("then %ld\n", upto(a, a + 3));
  }
  return 0;
}
