// The covering test's edges (__mpx_covers: true only when every byte of
// [p, p + n) lies within the bounds): the whole object passes, a range one
// byte longer or one byte lower fails; NULL bounds cover nothing, not even
// at address 0; empty bounds cover nothing; INIT bounds cover every range
// that does not wrap.  A range larger than a page against bounds ending
// below its size fails too (ub - (n - 1) would wrap), with the size known
// to the compiler or not; for smaller ranges, as in the checks, the lower
// bound's test alone rejects the only such bounds there are, NULL's (no
// object lies in the first page).
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: %t | FileCheck %s

#include "mpxrt.h"
#include <stdint.h>
#include <stdio.h>

static char buf[16];

#define SHOW(what, p, n, b)                                                    \
  printf("%s: %d %d\n", what, __mpx_covers((uintptr_t)(p), (n), (b)),        \
         __mpx_covers((uintptr_t)(p), (size_t)opaque(n), (b)))

// The size through a volatile: not a constant to the compiler.
static size_t opaque(size_t n) {
  volatile size_t v = n;
  return v;
}

int main(void) {
  uintptr_t a = (uintptr_t)buf;
  __mpx_bnd b = __mpx_make(buf, sizeof buf);
  SHOW("whole", a, 16, b);
  // CHECK: whole: 1 1
  SHOW("last byte", a + 15, 1, b);
  // CHECK: last byte: 1 1
  SHOW("one more", a, 17, b);
  // CHECK: one more: 0 0
  SHOW("one lower", a - 1, 2, b);
  // CHECK: one lower: 0 0
  __mpx_bnd null = __mpx_null();
  SHOW("null at 0", 0, 1, null);
  // CHECK: null at 0: 0 0
  SHOW("null, 8 at 0", 0, 8, null);
  // CHECK: null, 8 at 0: 0 0
  SHOW("null, two pages at 0", 0, 8192, null);
  // CHECK: null, two pages at 0: 0 0
  __mpx_bnd empty = {a + 8, a + 7};
  SHOW("empty", a + 8, 1, empty);
  // CHECK: empty: 0 0
  __mpx_bnd low = {0, 99}; // [0, 100)
  SHOW("low, 100", 0, 100, low);
  // CHECK: low, 100: 1 1
  SHOW("low, two pages", 0, 8192, low);
  // CHECK: low, two pages: 0 0
  __mpx_bnd init = __mpx_init();
  SHOW("init", a, 1 << 20, init);
  // CHECK: init: 1 1
  SHOW("init, wrapping", UINTPTR_MAX - 3, 8, init);
  // CHECK: init, wrapping: 0 0
  return 0;
}
