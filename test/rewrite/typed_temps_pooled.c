// The temporaries of spelled types that the rewrite holds operands in (the
// slot and value of a pointer stored to memory, a checked libc call's
// arguments and result) are variables of the function, shared between
// statements by type as the bounds temporaries are: at -O0 each local has a
// stack slot for the whole call, and a statement expression's locals were
// one each (PCRE2's compile_branch under clang -O0: 11.5 KB of frame, 1 KB
// plain; a 1 000-deep pattern overflowed the stack).  The three stores
// below use one pair of variables, the two memcpy calls one set; a body
// calling setjmp keeps them apart.  The program runs as the plain build
// does and an access past the end is still reported at its line.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=TEXT < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t past 2>&1 | FileCheck %s --check-prefix=REPORT
// TEXT: static void __mpxc_stores(
// TEXT: { __attribute__((unused)) int **[[S:__mpx_p[0-9]+]]; __attribute__((unused)) int *[[V:__mpx_p[0-9]+]];{{$}}
// TEXT-NEXT: ((void)([[S]] = &({{.*}}(a->p){{.*}}(void)([[V]] = (  q)), (void)(*[[S]] = [[V]]), (void)(__mpx_stx([[S]], [[V]], __mpx_b_q)), (void)[[V]]);
// TEXT-NEXT: ((void)([[S]] = &({{.*}}(b->p){{.*}}(void)([[V]] = (  q + 1)), (void)(*[[S]] = [[V]])
// TEXT-NEXT: ((void)([[S]] = &({{.*}}(c->p){{.*}}(void)([[V]] = (  q + 2)), (void)(*[[S]] = [[V]])
// TEXT: static void __mpxc_copies(
// TEXT: void *[[D:__mpx_p[0-9]+]];
// TEXT-NEXT: ((void)([[D]] = (d)), {{.*}}memcpy([[D]],
// TEXT-NEXT: ((void)([[D]] = (d + n)), {{.*}}memcpy([[D]],
// TEXT: static void __mpxc_jumps(
// TEXT: int **[[J1:__mpx_s[0-9]+]];{{.*}} int **[[J2:__mpx_s[0-9]+]];
// TEXT-NEXT: ((void)([[J1]] = &(
// TEXT: ((void)([[J2]] = &(

#include <setjmp.h>
#include <stdio.h>
#include <string.h>

struct box {
  int *p;
};

__attribute__((noinline)) static void stores(struct box *a, struct box *b,
                                             struct box *c, int *q) {
  a->p = q;
  b->p = q + 1;
  c->p = q + 2;
}

__attribute__((noinline)) static void copies(char *d, const char *s, long n) {
  memcpy(d, s, n);
  memcpy(d + n, s, n);
}

static jmp_buf env;

__attribute__((noinline)) static void jumps(struct box *a, struct box *b,
                                            int *q) {
  a->p = q;
  if (setjmp(env))
    return;
  b->p = q + 1;
}

int main(int argc, char **argv) {
  (void)argv;
  int v[4] = {1, 2, 3, 4};
  struct box a, b, c;
  char buf[8], src[4] = "abc";
  stores(&a, &b, &c, v);
  copies(buf, src, 4);
  jumps(&a, &b, v);
  // OK: 1 2 4 abc
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}typed_temps_pooled.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  printf("%d %d %d %s\n", *a.p, *b.p, c.p[argc > 1 ? 2 : 1], buf + 4);
  return 0;
}
