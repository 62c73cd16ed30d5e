// The inline checks hand the runtime's out-of-line entries (the rare
// check, the report, the table's slow store) the bounds as two words, not
// as a struct: GCC, given bounds that a function both tests field by field
// and passes whole, keeps them as one 16-byte value, spilling the two
// registers a parameter's bounds arrive in and reading them back at once
// (a load the processor cannot forward from the two stores: a stall at
// every call of the function; Lua's lua_settop spent 45% of its time
// there).  Compiled by GCC at -O2, the function below keeps its parameter's
// bounds in general registers.  Its failing checks reach the runtime with
// both bounds intact: the covered check that fails goes through the rare
// path and the other through the inline report, each with [0, 15].
//
// UNSUPPORTED: mpx-backend
// RUN: %if gcc %{ %cc %cflags -O2 -S %s -o %t.s %}
// RUN: %if gcc %{ FileCheck %s --check-prefix=ASM < %t.s %}
// RUN: %cc %cflags -O2 %s -o %t %mpxrt
// RUN: env MPXRT_OPTIONS=mode=count:stack_depth=0 %t 2>&1 | FileCheck %s
// ASM-LABEL: first_two:
// ASM-NOT: xmm
// ASM: .cfi_endproc

#include "mpxrt.h"
#include <stdio.h>

struct rec {
  long a, b;
};

static const char *base;
// The rewriter's table of sites, one per check.
static const __mpx_site sites[3] = {
    {"t.c", "first_two", 1, 1, __MPX_FROM_SHADOW, 0, 0},
    {"t.c", "first_two", 2, 1, __MPX_FROM_SHADOW, 0, 0},
    {"t.c", "first_two", 3, 1, __MPX_FROM_SHADOW, 0, 0}};

int __mpx_on_violation(const __mpx_violation *v) {
  printf("violation: offset %ld size %zu bounds [%ld, %ld] at line %u\n",
         (long)((const char *)v->addr - base), v->size,
         (long)(v->bounds.lb - (__UINTPTR_TYPE__)base),
         (long)(v->bounds.ub - (__UINTPTR_TYPE__)base), v->site->line);
  return 1;
}

// r->a and r->b, checked as the rewriter checks a pointer parameter's
// fields: one covering test on entry, each access falling back to the
// out-of-line check when it fails.
__attribute__((noinline)) long first_two(struct rec *r, long i,
                                         __mpx_bnd __mpx_b_r) {
  const int cv = __mpx_covers(r + i, sizeof *r, __mpx_b_r);
  long a = *(long *)__mpx_check_rpc(&r[i].a, 8, __mpx_b_r,
                                    &sites[0], cv);
  long b = *(long *)__mpx_check_rpc(&r[i].b, 8, __mpx_b_r,
                                    &sites[1], cv);
  long c = *(long *)__mpx_check_rp(&r[i + 1].a, 8, __mpx_b_r,
                                   &sites[2]);
  return a + b + c;
}

int main(void) {
  static struct rec rs[3] = {{1, 2}, {3, 4}, {5, 6}};
  base = (const char *)rs;
  __mpx_bnd b = __mpx_make(rs, sizeof(struct rec));
  printf("%ld\n", first_two(rs, 0, b));
  // CHECK: violation: offset 16 size 8 bounds [0, 15] at line 3
  // CHECK-NEXT: 6
  printf("%ld\n", first_two(rs, 1, b));
  // (mode count reports each site once)
  // CHECK-NEXT: violation: offset 16 size 8 bounds [0, 15] at line 1
  // CHECK-NEXT: violation: offset 24 size 8 bounds [0, 15] at line 2
  // CHECK-NEXT: 12
  return 0;
}
