// Bounds a call receives from a variable are passed as a value made of the
// variable's two words, `__mpx_arg(b)` (with optimisation; the variable
// itself without), and a callee's returned bounds go to a temporary pooled
// apart from the others: GCC keeps a bounds variable that a call receives
// whole, or whose address a call receives, in memory for the whole
// function (Lua's interpreter loop stored 88 words of INIT bounds on every
// entry for variables passed whole to its calls, and one shared temporary
// whose address its calls received made every statement using it go
// through memory).  The program prints what the plain build prints and an
// access past the array the callee receives is reported there.  (The
// returned bounds' temporary is named in no other statement: the load of
// f->e after the call takes another.)
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=TEXT < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t past 2>&1 | FileCheck %s --check-prefix=REPORT
// TEXT: long __mpxc_through(
// TEXT: __mpxc_sum4(a, b, c, d, i, {{__mpx_arg}}(__mpx_b_a{{[_0-9]*}}), {{__mpx_arg}}(__mpx_b_b{{[_0-9]*}}), {{__mpx_arg}}(__mpx_b_c{{[_0-9]*}}), {{__mpx_arg}}(__mpx_b_d{{[_0-9]*}}), &[[R:__mpx_t[0-9]+]]){{.*}}{{$}}
// TEXT-NOT: [[R]]
// TEXT: } long through(
// REPORT: mpx: bounds violation: read of size 8 at {{.*}} in sum4 at {{.*}}bounds_arguments_by_words.c:[[@LINE+9]]:

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((noinline)) static long *sum4(long *a, long *b, long *c,
                                            long *d, int i) {
  static long s;
  s = a[i] + b[i] + c[i] + d[i];
  return &s;
}

struct four {
  long *a, *b, *c, *d, *e;
};

__attribute__((noinline)) long through(struct four *f, int i) {
  long *a = f->a, *b = f->b, *c = f->c, *d = f->d;
  long *s = sum4(a, b, c, d, i);
  return *s + *f->e;
}

int main(int argc, char **argv) {
  static long xs[4][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}, {10, 11, 12}};
  struct four f = {xs[0], xs[1], xs[2], xs[3], xs[0]};
  int past = argc > 1 && strcmp(argv[1], "past") == 0;
  printf("%ld\n", through(&f, 2 + past));
  return 0;
}
