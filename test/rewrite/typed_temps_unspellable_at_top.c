// Temporaries of the function are declared at the start of its body, where
// a struct the body defines is not yet declared, a typedef the body
// declares is not yet in scope, and a struct with a const member cannot be
// assigned: such operands keep the statement-expression form (its locals
// declared where they are used), a local typedef is written as the type it
// names, and the program builds and runs as the plain one does.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=TEXT < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t past 2>&1 | FileCheck %s --check-prefix=REPORT
// TEXT: static int __mpxc_local_struct(
// TEXT-NOT: struct loc **{{__mpx_}}
// TEXT: __auto_type {{__mpx_s[0-9]+}} = &(
// TEXT: static int __mpxc_local_typedef(
// TEXT-SAME: struct box **{{__mpx_p[0-9]+}};
// TEXT: static struct cpair __mpxc_pass(
// TEXT-NOT: struct cpair {{__mpx_}}
// TEXT: __auto_type {{__mpx_v[0-9]+}} = (

#include <stdio.h>

struct box {
  int v;
};

struct cpair {
  int *const p;
  int n;
};

__attribute__((noinline)) static int local_struct(int k) {
  struct loc {
    struct loc *next;
    int v;
  } a = {0, 1}, b = {0, 2}, *ap = &a;
  ap->next = &b;
  return ap->next->v + k;
}

__attribute__((noinline)) static int local_typedef(struct box *x) {
  typedef struct box box_t;
  struct holder {
    int tag;
    box_t *bp;
  } h = {0, 0}, *hp = &h;
  hp->bp = x;
  return hp->bp->v;
}

__attribute__((noinline)) static struct cpair mk(int *p) {
  struct cpair c = {p, 1};
  return c;
}

__attribute__((noinline)) static struct cpair pass(int *p) { return mk(p); }

int main(int argc, char **argv) {
  (void)argv;
  int v[2] = {5, 6};
  struct box x = {7};
  struct cpair c = pass(v);
  // OK: 3 7 6
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}typed_temps_unspellable_at_top.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  printf("%d %d %d\n", local_struct(1), local_typedef(&x), c.p[argc > 1 ? 2 : c.n]);
  return 0;
}
