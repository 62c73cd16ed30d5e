// The bounds temporaries of different statements share variables: at
// -O0 each temporary has a stack slot for the whole call, and a large
// function's frame grew with every table load (PCRE2's compile_branch,
// 1 KB plain, 17 KB rewritten: deep recursion overflowed the stack).  A
// temporary named by one statement only is dead once it has run, so the
// three loads below use one variable; one that two statements name (a
// slot cache's bounds, reused by the next read of a->p) keeps its own; a
// body calling setjmp keeps them all apart (a longjmp returns into a
// statement after others have run).  The program runs as the plain build
// does and an access past the end is still reported at its line.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=TEXT < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t past 2>&1 | FileCheck %s --check-prefix=REPORT
// TEXT: static int __mpxc_apart(
// TEXT: ) { __attribute__((unused)) __mpx_bnd [[T:__mpx_t[0-9]+]];
// TEXT-NEXT: int s = {{.*}}&[[T]]{{.*}}&[[T]]
// TEXT-NEXT: s += {{.*}}&[[T]]{{.*}}&[[T]]
// TEXT-NEXT: s += {{.*}}&[[T]]{{.*}}&[[T]]
// TEXT: static int __mpxc_again({{.*}}) { __attribute__((unused)) __mpx_bnd [[K:__mpx_t[0-9]+]];
// TEXT-NEXT: int s = {{.*}}&[[K]]
// TEXT: s += {{.*}}&[[K]]
// TEXT: static int __mpxc_jumps({{.*}}) { __attribute__((unused)) __mpx_bnd [[J1:__mpx_t[0-9]+]], [[J2:__mpx_t[0-9]+]], [[J3:__mpx_t[0-9]+]];
// TEXT-NEXT: volatile int s = {{.*}}&[[J1]]
// TEXT-NEXT: if (setjmp(env))
// TEXT-NEXT: return {{.*}}&[[J2]]
// TEXT-NEXT: s += {{.*}}&[[J3]]

#include <setjmp.h>
#include <stdio.h>
#include <string.h>

struct box {
  int *p;
};

__attribute__((noinline)) static int apart(struct box *a, struct box *b,
                                           struct box *c) {
  int s = *a->p;
  s += *b->p;
  s += *c->p;
  return s;
}

__attribute__((noinline)) static int again(struct box *a, int k) {
  int s = *a->p;
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in again at {{.*}}bounds_temps_pooled.c:[[@LINE+1]]:8: 1 byte(s) above upper bound
  s += a->p[k];
  return s;
}

static jmp_buf env;

__attribute__((noinline)) static int jumps(struct box *a, struct box *b) {
  volatile int s = *a->p;
  if (setjmp(env))
    return s + *b->p;
  s += *b->p;
  longjmp(env, 1);
}

int main(int argc, char **argv) {
  int x[2] = {1, 2}, y = 20, z = 300;
  struct box a = {x}, b = {&y}, c = {&z};
  // OK: 321 3 41
  printf("%d %d %d\n", apart(&a, &b, &c), again(&a, 1), jumps(&a, &b));
  if (argc > 1 && !strcmp(argv[1], "past"))
    printf("%d\n", again(&a, 2));
  return 0;
}
