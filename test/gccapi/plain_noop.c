// Compiled WITHOUT the rewriter but with #include "mpxrt.h", every __bnd_*
// function (and __builtin___bnd_* spelling) is a no-op: pointers come back
// unchanged, checks never fire, the getters give INIT's 0 and ~0, and the
// GCC attributes are defined away; __CHKP__ is defined by the header.
//
// RUN: %cc %cflags %s -o %t && %t | FileCheck %s --match-full-lines

#include <stdint.h>
#include <stdio.h>

#include "mpxrt.h"

#ifndef __CHKP__
#error "__CHKP__ should be defined by mpxrt.h"
#endif

int buf[100];
int *gp;

struct var {
  int n;
  char data[4] __attribute__((bnd_variable_size));
};

__attribute__((bnd_legacy)) static int legacy(int *p) { return p[0]; }
__attribute__((bnd_instrument)) static int marked(int *p) { return p[1]; }

int main(void) {
  int *p = __bnd_set_ptr_bounds(buf + 10, sizeof(int));
  int *n = __bnd_narrow_ptr_bounds(buf + 20, buf, 4);
  int *c = __bnd_copy_ptr_bounds(buf + 30, buf);
  int *i = __bnd_init_ptr_bounds(buf + 40);
  int *z = __bnd_null_ptr_bounds(buf + 50);
  int *b = __builtin___bnd_set_ptr_bounds(buf + 60, 1);
  gp = buf;
  __bnd_store_ptr_bounds((void **)&gp, z);
  __bnd_chk_ptr_lbounds(buf - 1);
  __bnd_chk_ptr_ubounds(buf + 100);
  __bnd_chk_ptr_bounds(buf + 99, 100);
  __builtin___bnd_chk_ptr_bounds(buf + 100, 4);
  // CHECK: 10 20 30 40 50 60 0
  printf("%ld %ld %ld %ld %ld %ld %ld\n", (long)(p - buf), (long)(n - buf), (long)(c - buf),
         (long)(i - buf), (long)(z - buf), (long)(b - buf), (long)(gp - buf));
  p[1] = 1;
  z[0] = 2;
  // CHECK-NEXT: 1 2 0 1
  printf("%d %d %d %d\n", buf[11], buf[50], legacy(buf + 12), marked(buf + 10));
  // CHECK-NEXT: lb 0 ub 0xffffffffffffffff
  printf("lb %#jx ub %#jx\n", (uintmax_t)(uintptr_t)__bnd_get_ptr_lbound(p),
         (uintmax_t)(uintptr_t)__builtin___bnd_get_ptr_ubound(p));
  // CHECK-NEXT: sizeof 8
  printf("sizeof %zu\n", sizeof(struct var));
  return 0;
}
