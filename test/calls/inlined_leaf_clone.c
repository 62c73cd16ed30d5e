// The clone of a small static leaf function (it calls nothing defined in
// the file, has no loop, no attribute of its own) is declared
// always_inline, as the plain build would inline the original: the call
// and the bounds returned through memory go.  A larger function, a loop, a
// function calling another of the file, a variadic one and one carrying an
// attribute keep an ordinary clone.  A violation inside the inlined clone
// is still reported in its own function, at its own line.
//
// RUN: %mpx-rewrite --stats %s -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: not --crash %run %t 1 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %run %t > %t.actual && diff %t.expected %t.actual

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

struct stack {
  long *base, *top;
};

// STATS: clones inlined into their callers (small static leaves): 2
// REWRITE: __attribute__((always_inline)) __inline__ static long *{{__mpxc}}_at(
static long *at(struct stack *s, int i) {
  // REPORT: mpx: bounds violation: read of size 8 {{.*}} in at at {{.*}}inlined_leaf_clone.c:[[@LINE+1]]:
  return i >= 0 ? s->base + i : s->top + i + (s->top[-1] != 0) - 1;
}

// REWRITE: __attribute__((always_inline)) static inline int {{__mpxc}}_depth(
static inline int depth(const struct stack *s) { return (int)(s->top - s->base); }

// REWRITE-NOT: {{always}}_inline
// REWRITE: static long {{__mpxc}}_sum(
static long sum(struct stack *s) {
  long t = 0;
  for (long *p = s->base; p < s->top; p++)
    t += *p;
  return t;
}

// REWRITE: static long {{__mpxc}}_second(
static long second(struct stack *s) { return *at(s, 1); }

// A variadic function keeps its name (its bounds come through the hand-off).
// REWRITE: static long count(int n, ...) {
static long count(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long c = va_arg(ap, long);
  va_end(ap);
  return c + n;
}

// REWRITE: static long {{__mpxc}}_first(
__attribute__((noinline)) static long first(struct stack *s) {
  return s->base[0];
}
// REWRITE-NOT: {{always}}_inline

int main(int argc, char **argv) {
  (void)argv;
  struct stack s;
  volatile int n = 4; /* sizes GCC -O2 cannot see in the plain build */
  s.base = calloc(n, sizeof(long));
  s.top = s.base + 4;
  for (int i = 0; i < 4; i++)
    s.base[i] = i + 1;
  // CHECK: 3 4 4 10 2 1 2
  printf("%ld %ld %d %ld %ld %ld %ld\n", *at(&s, 2), *at(&s, -1), depth(&s),
         sum(&s), second(&s), first(&s), count(1, 1L));
  if (argc > 1) {
    s.top = s.base + (argc - 2); /* empty: top[-1] is below it */
    printf("%ld\n", *at(&s, -1));
  }
  return 0;
}
