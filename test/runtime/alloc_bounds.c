// Each allocation clone returns the exact bounds of what it allocated:
// [p, p + n - 1]; a failed allocation gives NULL bounds; malloc(0) gives
// empty bounds; realloc gives the new block's bounds.  verbose=3 traces
// the calls.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: %t | FileCheck %s --implicit-check-not=WRONG
// RUN: env MPXRT_OPTIONS=verbose=3 %t 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

#include "mpxrt.h"
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void expect(const char *what, const void *p, size_t n, __mpx_bnd b) {
  __mpx_bnd want = __mpx_make_alloc(p, n);
  int ok = p && b.lb == (uintptr_t)p && b.ub == (uintptr_t)p + n - 1 &&
           want.lb == b.lb && want.ub == b.ub;
  printf("%s: %s\n", what, ok ? "exact" : "WRONG");
}

static void expect_null(const char *what, const void *p, __mpx_bnd b) {
  int ok = b.lb == UINTPTR_MAX && b.ub == 0;
  printf("%s: %s%s\n", what, ok ? "NULL bounds" : "WRONG", p ? " (p set)" : "");
}

int main(void) {
  volatile size_t huge = SIZE_MAX - 16, zero = 0;
  __mpx_bnd b;
  void *p;

  p = __mpxw_malloc(40, &b);
  expect("malloc", p, 40, b);
  // CHECK: malloc: exact
  p = __mpxw_realloc(p, 4000, b, &b);
  expect("realloc", p, 4000, b);
  // CHECK-NEXT: realloc: exact
  __mpxw_free(p, b);
  p = __mpxw_malloc(huge, &b);
  expect_null("malloc(huge)", p, b);
  // CHECK-NEXT: malloc(huge): NULL bounds
  p = __mpxw_malloc(zero, &b);
  expect_null("malloc(0)", NULL, b);
  // CHECK-NEXT: malloc(0): NULL bounds
  free(p);
  p = __mpxw_calloc(10, 12, &b);
  expect("calloc", p, 120, b);
  // CHECK-NEXT: calloc: exact
  free(p);
  p = __mpxw_calloc(huge, 16, &b);
  expect_null("calloc(overflow)", p, b);
  // CHECK-NEXT: calloc(overflow): NULL bounds
  p = __mpxw_aligned_alloc(64, 128, &b);
  expect("aligned_alloc", p, 128, b);
  // CHECK-NEXT: aligned_alloc: exact
  free(p);
  p = __mpxw_memalign(32, 100, &b);
  expect("memalign", p, 100, b);
  // CHECK-NEXT: memalign: exact
  free(p);
  p = __mpxw_valloc(10, &b);
  expect("valloc", p, 10, b);
  // CHECK-NEXT: valloc: exact
  free(p);
  p = __mpxw_realloc(NULL, 16, __mpx_null(), &b);
  expect("realloc(NULL)", p, 16, b);
  // CHECK-NEXT: realloc(NULL): exact
  p = __mpxw_realloc(p, huge, b, &b);
  expect_null("realloc(huge)", p, b);
  // CHECK-NEXT: realloc(huge): NULL bounds

  void *q = NULL;
  int err = __mpxw_posix_memalign(&q, 64, 48, __mpx_make(&q, sizeof q));
  printf("posix_memalign: %d %s\n", err,
         q && (uintptr_t)q % 64 == 0 ? "aligned" : "WRONG");
  // CHECK-NEXT: posix_memalign: 0 aligned
  free(q);
  err = __mpxw_posix_memalign(&q, 3, 48, __mpx_make(&q, sizeof q));
  printf("posix_memalign(align 3): %s\n", err == EINVAL ? "EINVAL" : "WRONG");
  // CHECK-NEXT: posix_memalign(align 3): EINVAL

  const char *s = "hello";
  char *d = __mpxw_strdup(s, __mpx_make(s, 6), &b);
  expect("strdup", d, 6, b);
  printf("%s\n", d);
  // CHECK-NEXT: strdup: exact
  // CHECK-NEXT: hello
  free(d);
  d = __mpxw_strndup(s, 3, __mpx_make(s, 6), &b);
  expect("strndup", d, 4, b);
  printf("%s\n", d);
  // CHECK-NEXT: strndup: exact
  // CHECK-NEXT: hel
  free(d);
  d = __mpxw_strndup(s, 3, __mpx_make(s, 3), &b); // reads only 3 bytes
  expect("strndup(unterminated)", d, 4, b);
  // CHECK-NEXT: strndup(unterminated): exact
  free(d);
  return 0;
}
// TRACE: mpx: runtime started: mode=stop verbose=3
// TRACE-NEXT: mpx: malloc(40) = 0x{{[0-9a-f]+}}, bounds [0x{{[0-9a-f]+}}, 0x{{[0-9a-f]+}}]
// TRACE-NEXT: mpx: realloc(4000) = 0x{{[0-9a-f]+}}, bounds
// TRACE-NEXT: mpx: malloc({{[0-9]+}}) = 0x0, bounds [0xffffffffffffffff, 0x0]
