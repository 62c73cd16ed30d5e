// A call whose callee (and all it calls) only loads a cached slot gets the
// cache flushed before it, so the callee reads the bounds the caller
// stored, and keeps the cache after it: the callee changed neither the
// slot nor its table entry, so the cached value and bounds still hold.
// `top(vm)` reads vm->sp: after `vm->sp = f->a` (the bounds of f->a only,
// held back in the cache), top(vm)'s read past f->a is reported at the
// callee's line; the caller's own read past f->a after the call, through
// the kept cache, at its own line.
//
// RUN: %mpx-rewrite --stats %s -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %if clang %{ -Wcomma %} %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: not --crash %run %t callee 2>&1 | FileCheck %s --check-prefix=CALLEE
// RUN: not --crash %run %t caller 2>&1 | FileCheck %s --check-prefix=CALLER
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %run %t > %t.actual && diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct vm {
  int *sp;
  int *stack;
};
struct frame {
  int a[2];
  int rest[6];
};

__attribute__((noinline)) static int top(struct vm *vm, int at) {
  // CALLEE: mpx: bounds violation: read of size 4 {{.*}} in top at {{.*}}slot_cache_call_only_loads.c:[[@LINE+1]]:
  return vm->sp[at];
}

// STATS: slot cache kept across a call that only loads it: 2
// REWRITE: static int {{__mpxc}}_run(
// REWRITE: __mpx_slot [[SP:__mpx_k[0-9]+]] = __MPX_SLOT_INIT;
// REWRITE: ((void)__mpx_flush(&[[SP]]), __mpxc_top(vm, callee_at, {{[^)]*}}))
// REWRITE-NOT: __mpx_forget(&[[SP]])
// REWRITE: return total;
__attribute__((noinline)) static int run(struct vm *vm, struct frame *f,
                                         int callee_at, int caller_at) {
  int total = 0;
  for (int i = 0; i < 4; ++i)
    *vm->sp++ = i + 1;
  vm->sp = f->a;
  total += top(vm, callee_at);
  // CALLER: mpx: bounds violation: write of size 4 {{.*}} in run at {{.*}}slot_cache_call_only_loads.c:[[@LINE+1]]:
  vm->sp[caller_at] = total;
  total += top(vm, 0) + vm->sp[1];
  return total;
}

int main(int argc, char **argv) {
  int callee_at = argc > 1 && !strcmp(argv[1], "callee") ? 2 : 1;
  int caller_at = argc > 1 && !strcmp(argv[1], "caller") ? 2 : 0;
  struct vm *vm = malloc(sizeof *vm);
  struct frame *f = calloc(1, sizeof *f);
  vm->stack = (int *)f;
  vm->sp = vm->stack;
  // CHECK: total 6
  printf("total %d\n", run(vm, f, callee_at, caller_at));
  free(f);
  free(vm);
  return 0;
}
