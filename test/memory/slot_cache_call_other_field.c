// A call whose callee (and all it calls) has its body in the file keeps the
// caller's slot caches of the fields it cannot touch: `next_op(vm)` moves
// only `vm->pc`, so the cache of `vm->sp` is neither flushed before the
// call nor forgotten after it.  `rebase(vm)` narrows `vm->sp` through a function it
// calls, so that cache is forgotten, and the access past the narrowed
// bounds is reported at its own line.
//
// RUN: %mpx-rewrite --stats %s -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %if clang %{ -Wcomma %} %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: not --crash %run %t 1 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %run %t > %t.actual && diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct vm {
  int *sp;
  const unsigned char *pc;
  int *stack;
};
struct frame {
  int a[2];
  int rest[6];
};

__attribute__((noinline)) static int next_op(struct vm *vm) {
  return *vm->pc++;
}

__attribute__((noinline)) static void set_sp(struct vm *vm, int *p) {
  vm->sp = p;
}

// The same address as vm->stack, with the bounds of f->a only.
__attribute__((noinline)) static void rebase(struct vm *vm, struct frame *f) {
  set_sp(vm, f->a);
}

// STATS: slot cache kept across a call that cannot touch it: 2
// REWRITE: static int {{__mpxc}}_run(
// REWRITE: __mpx_slot [[SP:__mpx_k[0-9]+]] = __MPX_SLOT_INIT;
// REWRITE-NEXT: int total = 0;
// REWRITE: int op = __mpxc_next_op(vm, {{.*}});
// REWRITE: total += __mpxc_next_op(vm, {{.*}});
// REWRITE: ((void)__mpx_flush(&[[SP]]), (void)__mpxc_rebase(vm, f, {{.*}}), (void)__mpx_forget(&[[SP]]), (void)0);
__attribute__((noinline)) static int run(struct vm *vm, struct frame *f,
                                         int far) {
  int total = 0;
  for (;;) {
    int op = next_op(vm);
    if (op == 0)
      break;
    *vm->sp++ = op;
    total += op;
  }
  vm->sp = vm->stack;
  total += next_op(vm);
  total += vm->sp[far];
  rebase(vm, f);
  // REPORT: mpx: bounds violation: read of size 4 {{.*}} in run at {{.*}}slot_cache_call_other_field.c:[[@LINE+1]]:
  total += vm->sp[far];
  return total;
}

int main(int argc, char **argv) {
  (void)argv;
  static const unsigned char code[] = {3, 1, 4, 0, 5};
  struct vm *vm = malloc(sizeof *vm);
  struct frame *f = calloc(1, sizeof *f);
  vm->stack = (int *)f;
  vm->sp = vm->stack;
  vm->pc = code;
  // CHECK: total 15
  printf("total %d\n", run(vm, f, argc > 1 ? 2 : 1));
  free(f);
  free(vm);
  return 0;
}
