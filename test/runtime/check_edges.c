// The fast path's edges: the first and last byte of an object pass, one
// byte further fails; a zero-byte access never fails, whatever the bounds;
// INIT bounds allow every access; NULL bounds allow none, not even *NULL;
// an access wrapping around the address space is caught even with INIT.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: env MPXRT_OPTIONS=mode=count %t 2>&1 | FileCheck %s

#include "mpxrt.h"
#include <stdint.h>
#include <stdio.h>

static char buf[16];

// Addresses outside the object are computed as integers: as pointer
// arithmetic they would be undefined (and gcc -O2 warns).
#define AT(p, off) ((char *)((uintptr_t)(p) + (off)))
// A site with line 0 is described by its file name alone.
#define CHECK_R(p, n, b, what)                                                 \
  __mpx_check_r((p), (n), (b), __MPX_SITE(what, 0, 0, "main"))

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  __mpx_bnd b = __mpx_make(buf, sizeof buf);
  volatile size_t zero = 0;
  CHECK_R(buf, 1, b, "first byte");
  CHECK_R(buf + 15, 1, b, "last byte");
  CHECK_R(buf + 8, 8, b, "last 8 bytes");
  CHECK_R(buf, 16, b, "whole object");
  printf("in bounds: %lu\n", __mpx_violation_count());
  // CHECK: in bounds: 0
  CHECK_R(buf + 16, zero, b, "zero bytes past the end");
  CHECK_R(NULL, zero, __mpx_null(), "zero bytes at NULL");
  CHECK_R((char *)12345, 8, __mpx_init(), "INIT bounds");
  CHECK_R((char *)UINTPTR_MAX - 7, 8, __mpx_init(), "INIT, top of memory");
  printf("allowed: %lu\n", __mpx_violation_count());
  // CHECK-NEXT: allowed: 0
  CHECK_R(buf + 9, 8, b, "one byte too many");
  // CHECK-NEXT: mpx: bounds violation: read of size 8 {{.*}} at one byte too many: 1 byte(s) above upper bound
  CHECK_R(AT(buf, -1), 1, b, "one byte below");
  // CHECK: mpx: bounds violation: read of size 1 {{.*}} at one byte below: 1 byte(s) below lower bound
  CHECK_R(NULL, 1, __mpx_null(), "*NULL");
  // CHECK: mpx: bounds violation: read of size 1 at 0x0 in main at *NULL: NULL bounds
  CHECK_R((char *)UINTPTR_MAX, 1, __mpx_null(), "NULL - 1");
  // CHECK: mpx: bounds violation: read of size 1 at 0xffffffffffffffff in main at NULL - 1: NULL bounds
  CHECK_R((char *)UINTPTR_MAX - 3, 8, __mpx_init(), "wraps");
  // CHECK: mpx: bounds violation: read of size 8 {{.*}} at wraps: access wraps around the address space
  CHECK_R(buf + 4, (size_t)-1, b, "size -1");
  // CHECK: mpx: bounds violation: read of size 18446744073709551615 {{.*}} at size -1: access wraps around the address space
  printf("caught: %lu\n", __mpx_violation_count());
  // CHECK: caught: 6
  return 0;
}
