// Loops whose pointers the lower-bound test before the loop cannot cover:
// a pointer moved down, assigned, declared in the loop, whose address is
// taken, accessed below itself (p[-1]), or moved by a step that is not a
// constant; a loop with a label inside (entered past the test), and one a
// macro writes (the test would have no place).  Every access keeps both
// of its tests, and all run as the plain build does.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: FileCheck %s --check-prefix=TEXT < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt && %t > %t.actual
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.actual
// STATS-NOT: lower test is made once before
// TEXT-NOT: {{__mpx_above_lower\(}}
// TEXT-NOT: {{__mpx_check_rpu\(}}

#include <stdio.h>

static void take(const int **pp) { (void)pp; }

static long down(const int *p, int n) {
  long s = 0;
  for (; n > 0; n--, p--)
    s += *p;
  return s;
}

static long assigned(const int *p, const int *q, int n) {
  long s = 0;
  while (n-- > 0) {
    s += *p;
    p = n & 1 ? q : p + 1;
  }
  return s;
}

static long declared_inside(const int *a, int n) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    const int *p = a + i;
    s += *p;
    p++;
    s += i + 1 < n ? *p : 0;
  }
  return s;
}

static long address_taken(const int *p, int n) {
  long s = 0;
  take(&p);
  for (; n > 0; n--, p++)
    s += *p;
  return s;
}

static long below_itself(const int *p, int n) {
  long s = 0;
  for (; n > 0; n--, p++)
    s += p[-1];
  return s;
}

static long variable_step(const int *p, int n, int k) {
  long s = 0;
  for (; n > 0; n -= k, p += k)
    s += *p;
  return s;
}

#define SUM_UP(s, p, n)                                                        \
  do {                                                                         \
    (s) += *(p)++;                                                             \
  } while (--(n) > 0)

static long macro_loop(const int *p, int n) {
  long s = 0;
  SUM_UP(s, p, n);
  return s;
}

static long label_inside(const int *p, int n) {
  long s = 0;
  if (n > 2)
    goto middle;
  for (; n > 0; n--, p++) {
  middle:
    s += *p;
  }
  return s;
}

int main(void) {
  int a[4] = {1, 2, 3, 4};
  printf("%ld %ld %ld %ld\n", down(a + 3, 4), assigned(a, a + 1, 4),
         declared_inside(a, 4), address_taken(a, 4));
  printf("%ld %ld %ld %ld\n", below_itself(a + 1, 3), variable_step(a, 4, 2),
         label_inside(a, 2), macro_loop(a, 4));
  return 0;
}
