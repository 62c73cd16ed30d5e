// With GCC's -fno-check-pointer-bounds, as GCC documented, the __bnd_chk_*
// checks do nothing and __bnd_get_ptr_lbound / ubound give 0 and ~0; with
// -fcheck-pointer-bounds the same program reports the bad check.
//
// RUN: %mpx-cc -fno-check-pointer-bounds %cflags %s -o %t.off
// RUN: %run %t.off | FileCheck %s --check-prefix=OFF
// RUN: %mpx-cc -fcheck-pointer-bounds -mmpx %cflags %s -o %t.on
// RUN: not --crash %run %t.on 2>&1 | FileCheck %s --check-prefix=ON

#include <stdint.h>
#include <stdio.h>

int buf[10];
static volatile int past = 10; // hidden from the optimiser (-Warray-bounds)

int main(void) {
  int *p = buf;
  // OFF: lbound 0 ubound-all 1
  printf("lbound %lx ubound-all %d\n",
         (unsigned long)(uintptr_t)__bnd_get_ptr_lbound(p),
         (uintptr_t)__bnd_get_ptr_ubound(p) == UINTPTR_MAX);
  // ON: mpx: bounds violation: {{.*}} in main at {{.*}}mpx_cc_no_check_pointer_bounds.c:[[@LINE+1]]:
  __bnd_chk_ptr_bounds(p + past, sizeof(int));
  __bnd_chk_ptr_ubounds(p + past + 1);
  __bnd_chk_ptr_lbounds(p + past - 11);
  // OFF-NEXT: checks passed
  printf("checks passed\n");
  return 0;
}
