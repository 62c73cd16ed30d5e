// Trap checks (-DMPXRT_TRAP_CHECKS, optimising, x86-64): each check of the
// soft backend is one asm statement, whose failure path calls the runtime
// through a stub (__mpx_trap): the object gets a __mpx_trap_sites section
// and the function no call of the report.  A failing check reports the
// access's address, size, bounds, kind and site as the C check does (the
// hook prints them, the same without the macro), and in mode count the
// program resumes with every register as it was: the integer and
// floating-point values live across the failing checks of the loop give
// the sums of a run without violations.
//
// REQUIRES: x86_64
// UNSUPPORTED: mpx-backend
// RUN: %cc %cflags -O2 -DMPXRT_TRAP_CHECKS -c %s -o %t.o
// RUN: readelf -SW %t.o | FileCheck %s --check-prefix=SECTION
// RUN: objdump -d %t.o | FileCheck %s --check-prefix=CODE
// RUN: %cc %cflags -O2 -DMPXRT_TRAP_CHECKS %s -o %t %mpxrt
// RUN: env MPXRT_OPTIONS=mode=count:stack_depth=0 %t 2>&1 | FileCheck %s
// RUN: %cc %cflags -O2 %s -o %t.c %mpxrt
// RUN: env MPXRT_OPTIONS=mode=count:stack_depth=0 %t.c 2>&1 | FileCheck %s
// RUN: objdump -d %t.c | FileCheck %s --check-prefix=CCODE

// SECTION: __mpx_trap_sites
// CODE: <sum>:
// CODE-NOT: __mpx_report
// CODE: ret
// CCODE: __mpx_report_at

#include "mpxrt.h"
#include <stdio.h>

static int cells[8];
static const char *base;

int __mpx_on_violation(const __mpx_violation *v) {
  printf("violation: offset %ld size %zu bounds [%ld, %ld] %s at %s:%u:%u\n",
         (long)((const char *)v->addr - base), v->size,
         (long)(v->bounds.lb - (__UINTPTR_TYPE__)base),
         (long)(v->bounds.ub - (__UINTPTR_TYPE__)base),
         v->kind == __MPX_WRITE ? "write" : "read", v->site->file,
         v->site->line, v->site->col);
  return 1;
}

// Reads cells[0..n) against bounds of the first six: n = 8 fails twice
// (one report: mode count reports a site once).
__attribute__((noinline)) long sum(int n, double *fsum, long *mix) {
  __mpx_bnd b = __mpx_make(cells, 6 * sizeof(int));
  long s = 0, m = 1;
  double f = 0.5, g = 1.0;
  for (int i = 0; i < n; ++i) {
    const int *p = (const int *)__mpx_check_rp(
        &cells[i], sizeof(int), b, __MPX_SITE("sum.c", 7, 9, "sum"));
    s += *p;
    m = m * 3 + *p;
    f += *p * 0.25;
    g *= 1.5;
  }
  *fsum = f + g;
  *mix = m;
  return s;
}

// The site is a compound literal on the stack: the check keeps it there.
__attribute__((noinline)) void put(char *p, long i, int line) {
  __mpx_bnd b = __mpx_make(p, 4);
  *(char *)__mpx_check_wp(p + i, 1, b, __MPX_SITE("put.c", line, 5, "put")) =
      'x';
}

int main(void) {
  static char buf[16];
  for (int i = 0; i < 8; ++i)
    cells[i] = i + 1;
  base = (const char *)cells;
  double f;
  long m, s = sum(8, &f, &m);
  // CHECK: violation: offset 24 size 4 bounds [0, 23] read at sum.c:7:9
  printf("s=%ld m=%ld f=%.4f\n", s, m, f);
  // CHECK-NEXT: s=36 m=11477 f=35.1289
  base = buf;
  put(buf, 4, 3);
  // CHECK-NEXT: violation: offset 4 size 1 bounds [0, 3] write at put.c:3:5
  put(buf, -1, 4);
  // CHECK-NEXT: violation: offset -1 size 1 bounds [0, 3] write at put.c:4:5
  printf("%lu violations, buf[4]=%c\n", __mpx_violation_count(), buf[4]);
  // CHECK-NEXT: 4 violations, buf[4]=x
  return 0;
}
