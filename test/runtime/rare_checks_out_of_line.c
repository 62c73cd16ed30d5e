// The checks of paths the rewriter expects to run rarely, an access whose
// covering check failed (__mpx_check_rpc) and one through a pointer a loop
// only moves up that started below its lower bound (__mpx_check_rpu with
// the flag clear), are calls of __mpx_check_slow when the soft backend
// checks in C with optimisation: a covered function has no report call of
// its own.  Called, the out-of-line check reports what the inline one
// would (address, size, bounds, kind, site) and its stack trace starts at
// the function that made the access, not in the runtime.
//
// REQUIRES: x86_64
// UNSUPPORTED: mpx-backend
// RUN: %cc %cflags -O2 -c %s -o %t.o
// Each function's calls (a cold part, covered_sum.cold, counts as its own):
// RUN: objdump -dr %t.o | awk '/^[0-9a-f]+ <.*>:$/ { f = $2 } /R_X86_64_PLT32/ { print f, $NF }' | sort -u > %t.calls
// RUN: FileCheck %s --check-prefix=CODE < %t.calls
// (Clang's checks of such pointers are full checks: mpxrt.h says why.)
// RUN: %if gcc %{ FileCheck %s --check-prefix=UP < %t.calls %}
// RUN: not grep 'covered_sum.*__mpx_report_at' %t.calls
// RUN: %cc %cflags -O2 %s -o %t %mpxrt
// RUN: env MPXRT_OPTIONS=mode=count:stack_depth=0 %t 2>&1 | FileCheck %s
// RUN: not --crash %t stop 2>&1 | FileCheck %s --check-prefix=STOP
// RUN: %cc %cflags -O2 -DMPXRT_TRAP_CHECKS -c %s -o %t.trap.o
// RUN: objdump -dr %t.trap.o | FileCheck %s --check-prefix=TRAP

// CODE: <covered_sum{{(\.cold)?}}>: __mpx_check_slow
// UP: <up_sum{{(\.cold)?}}>: __mpx_check_slow
// UP: <up_sum{{(\.cold)?}}>: __mpx_report_at
// TRAP: <covered_sum>:
// TRAP-NOT: __mpx_check_slow

#include "mpxrt.h"
#include <stdio.h>
#include <string.h>

struct pair {
  int a, b;
};

static int cells[8];
static const char *base;
static int own_text; // the runtime's report text, not the hook's

int __mpx_on_violation(const __mpx_violation *v) {
  printf("violation: offset %ld size %zu bounds [%ld, %ld] %s at %s:%u:%u\n",
         (long)((const char *)v->addr - base), v->size,
         (long)(v->bounds.lb - (__UINTPTR_TYPE__)base),
         (long)(v->bounds.ub - (__UINTPTR_TYPE__)base),
         v->kind == __MPX_WRITE ? "write" : "read", v->site->file,
         v->site->line, v->site->col);
  return !own_text;
}

// Both fields of *p, covered by one test of the whole pair.
__attribute__((noinline)) int covered_sum(const struct pair *p, __mpx_bnd b) {
  int covered = __mpx_covers(p, sizeof *p, b);
  int x = *(const int *)__mpx_check_rpc(
      &p->a, 4, b, __MPX_SITE("pair.c", 3, 11, "covered_sum"), covered);
  int y = *(const int *)__mpx_check_rpc(
      &p->b, 4, b, __MPX_SITE("pair.c", 4, 11, "covered_sum"), covered);
  return x + y;
}

// n cells from p up, p tested against its lower bound once.
__attribute__((noinline)) int up_sum(const int *p, int n, __mpx_bnd b) {
  int above = __mpx_above_lower(p, b), s = 0;
  for (int i = 0; i < n; ++i)
    s += *(const int *)__mpx_check_rpu(
        p + i, 4, b, __MPX_SITE("up.c", 9, 7, "up_sum"), above);
  return s;
}

int main(int argc, char **argv) {
  for (int i = 0; i < 8; ++i)
    cells[i] = i + 1;
  base = (const char *)cells;
  const struct pair *pr = (const struct pair *)&cells[2];
  if (argc > 1 && strcmp(argv[1], "stop") == 0) {
    own_text = 1;
    // STOP: bounds violation: read of size 4 {{.*}} in covered_sum at pair.c:4:11
    // STOP: #0 {{.*}} in covered_sum
    return covered_sum(pr, __mpx_make(pr, 4));
  }
  // CHECK: covered 7
  printf("covered %d\n", covered_sum(pr, __mpx_make(pr, sizeof *pr)));
  // The pair's second field is outside bounds of one int: the cover fails
  // and each access is checked on its own.
  // CHECK-NEXT: violation: offset 12 size 4 bounds [8, 11] read at pair.c:4:11
  // CHECK-NEXT: uncovered 7
  printf("uncovered %d\n", covered_sum(pr, __mpx_make(pr, 4)));
  // CHECK-NEXT: up 9
  printf("up %d\n", up_sum(&cells[3], 2, __mpx_make(&cells[3], 8)));
  // Starting one cell below the bounds: every access is checked in full,
  // and the first is reported below the lower bound.
  // CHECK-NEXT: violation: offset 8 size 4 bounds [12, 19] read at up.c:9:7
  // CHECK-NEXT: up below 12
  printf("up below %d\n", up_sum(&cells[2], 3, __mpx_make(&cells[3], 8)));
  // CHECK-NEXT: 2 violations
  printf("%lu violations\n", __mpx_violation_count());
  return 0;
}
