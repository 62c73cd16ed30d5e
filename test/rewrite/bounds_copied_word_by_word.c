// Bounds copied from one variable to another (a call's returned bounds to
// the function's own result, a pointer's bounds to the variable it is
// assigned to) are copied a word at a time, `__mpx_set(d, s)`: GCC copies a
// two-word struct as one 16-byte load and store, and a 16-byte load of
// bounds just stored as two 8-byte halves (here by the callee, through the
// pointer it returns them by) cannot take their data from the stores: the
// processor waits for them, a dozen cycles at each copy (a fifth of Lua's
// interpreter loop).  Compiled by GCC at -O2 (as mpx-cc does, without its
// basic-block vectoriser), the function forwarding its callees' bounds
// moves them in general registers only (Clang's vectoriser merges the two
// words' copies again); the program prints what the plain
// build prints and an access past the returned block is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=TEXT < %t.c
// RUN: %if gcc %{ %cc %cflags -O2 -fno-tree-slp-vectorize -S %t.c -o %t.s %}
// RUN: %if gcc %{ FileCheck %s --check-prefix=ASM < %t.s %}
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t past 2>&1 | FileCheck %s --check-prefix=REPORT
// TEXT: char *__mpxc_newstr(
// TEXT: (void)({{__mpx_set}}(*__mpx_rb, __mpx_t{{[0-9]+}}))
// TEXT: int main(
// TEXT: (void)({{__mpx_set}}(__mpx_b_s{{[_0-9]*}}, __mpx_t{{[0-9]+}}))
// ASM-LABEL: __mpxc_newstr:
// ASM-NOT: xmm
// ASM: .cfi_endproc
// REPORT: mpx: bounds violation: read of size 1 at {{.*}} in main at {{.*}}bounds_copied_word_by_word.c:[[@LINE+34]]:

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct pool {
  char small[64];
  char *big;
};

__attribute__((noinline)) static char *intern(struct pool *p, unsigned long n) {
  memset(p->small, 'x', n);
  p->small[n] = 0;
  return p->small;
}

__attribute__((noinline)) static char *large(struct pool *p, unsigned long n) {
  p->big = calloc(n + 1, 1);
  return p->big;
}

__attribute__((noinline)) char *newstr(struct pool *p, unsigned long n) {
  if (n < sizeof p->small)
    return intern(p, n);
  return large(p, n);
}

int main(int argc, char **argv) {
  struct pool p;
  char *s = newstr(&p, 5);
  printf("%s\n", s);
  s = newstr(&p, 100);
  int past = argc > 1 && strcmp(argv[1], "past") == 0;
  printf("%d\n", s[100 + past]);
  free(p.big);
  return 0;
}
