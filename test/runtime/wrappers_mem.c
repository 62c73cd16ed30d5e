// __mpxw_memcpy, memmove, mempcpy, memset, bzero: the whole destination and
// source ranges are checked before a byte is written; the report names the
// caller's location; the correct twin copies and returns as libc does, with
// the destination's bounds as the result's.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: %t 2>&1 | FileCheck %s --implicit-check-not=WRONG

#include "Inputs/wrap.h"

int main(void) {
  wrap_init();
  struct guarded g, src;
  volatile size_t n16 = 16, n17 = 17, n0 = 0, one = 1;
  __mpx_bnd rb;
  guard(&src, 's');

  // memcpy: destination one byte too short.
  guard(&g, 'b');
  MUST_STOP("memcpy dst", __mpxw_memcpy(g.buf, src.buf, n17, buf_bounds(&g),
                                        __mpx_init(), &rb, "mem.c:10:3", "main"));
  // CHECK: mpx: bounds violation: write of size 17 at 0x{{[0-9a-f]+}} in main at mem.c:10:3: 1 byte(s) above upper bound
  // CHECK: memcpy dst: stopped
  printf("memcpy dst: %s\n", untouched(&g, 'b'));
  // CHECK-NEXT: memcpy dst: untouched
  // memcpy: source one byte too short.
  MUST_STOP("memcpy src", __mpxw_memcpy(g.buf, src.buf, n17, __mpx_init(),
                                        buf_bounds(&src), &rb, "mem.c:11:3", "f"));
  // CHECK: mpx: bounds violation: read of size 17 at 0x{{[0-9a-f]+}} in f at mem.c:11:3: 1 byte(s) above upper bound
  // CHECK: memcpy src: stopped
  printf("memcpy src: %s\n", untouched(&g, 'b'));
  // CHECK-NEXT: memcpy src: untouched
  // memcpy: the twin.
  void *r = __mpxw_memcpy(g.buf, src.buf, n16, buf_bounds(&g), buf_bounds(&src),
                          &rb, "mem.c:12:3", "main");
  printf("memcpy: %s %s %s\n", r == g.buf ? "ret" : "WRONG",
         same_bnd(rb, buf_bounds(&g)) ? "rb" : "WRONG",
         memcmp(g.buf, src.buf, 16) == 0 && g.canary[0] == 'C' ? "copied" : "WRONG");
  // CHECK-NEXT: memcpy: ret rb copied
  // Zero bytes never violate, even against NULL bounds.
  __mpxw_memcpy(g.buf, src.buf, n0, __mpx_null(), __mpx_null(), NULL,
                "mem.c:13:3", "main");
  printf("memcpy 0: ok\n");
  // CHECK-NEXT: memcpy 0: ok

  // memmove: overflow, then the overlapping twin.
  guard(&g, 'b');
  MUST_STOP("memmove dst", __mpxw_memmove(g.buf + 1, g.buf, n16, buf_bounds(&g),
                                          buf_bounds(&g), &rb, "mem.c:20:3", "main"));
  // CHECK: mpx: bounds violation: write of size 16 at 0x{{[0-9a-f]+}} in main at mem.c:20:3: 1 byte(s) above upper bound
  // CHECK: memmove dst: stopped
  printf("memmove dst: %s\n", untouched(&g, 'b'));
  // CHECK-NEXT: memmove dst: untouched
  memcpy(g.buf, "0123456789abcdef", 16);
  __mpxw_memmove(g.buf + 1, g.buf, n16 - 1, buf_bounds(&g), buf_bounds(&g), &rb,
                 "mem.c:21:3", "main");
  printf("memmove: %.16s\n", g.buf);
  // CHECK-NEXT: memmove: 00123456789abcde

  // mempcpy: overflow; twin returns d + n with d's bounds.
  guard(&g, 'b');
  MUST_STOP("mempcpy dst", __mpxw_mempcpy(g.buf + 8, src.buf, n16, buf_bounds(&g),
                                          buf_bounds(&src), &rb, "mem.c:30:3", "main"));
  // CHECK: mpx: bounds violation: write of size 16 at 0x{{[0-9a-f]+}} in main at mem.c:30:3: 1 byte(s) above upper bound
  // CHECK: mempcpy dst: stopped
  printf("mempcpy dst: %s\n", untouched(&g, 'b'));
  // CHECK-NEXT: mempcpy dst: untouched
  r = __mpxw_mempcpy(g.buf + 8, src.buf, n16 - 8, buf_bounds(&g), buf_bounds(&src),
                     &rb, "mem.c:31:3", "main");
  printf("mempcpy: %s %s\n", r == g.buf + 16 ? "ret" : "WRONG",
         same_bnd(rb, buf_bounds(&g)) ? "rb" : "WRONG");
  // CHECK-NEXT: mempcpy: ret rb

  // memset: starts below the buffer.
  guard(&g, 'b');
  MUST_STOP("memset dst", __mpxw_memset(g.buf - one, 'x', n16, buf_bounds(&g), &rb,
                                        "mem.c:40:3", "main"));
  // CHECK: mpx: bounds violation: write of size 16 at 0x{{[0-9a-f]+}} in main at mem.c:40:3: 1 byte(s) below lower bound
  // CHECK: memset dst: stopped
  printf("memset dst: %s\n", untouched(&g, 'b'));
  // CHECK-NEXT: memset dst: untouched
  r = __mpxw_memset(g.buf, 'x', n16, buf_bounds(&g), &rb, "mem.c:41:3", "main");
  printf("memset: %s %s %.16s\n", r == g.buf ? "ret" : "WRONG",
         same_bnd(rb, buf_bounds(&g)) ? "rb" : "WRONG", g.buf);
  // CHECK-NEXT: memset: ret rb xxxxxxxxxxxxxxxx

  // bzero: one byte too many.
  guard(&g, 'b');
  MUST_STOP("bzero dst", __mpxw_bzero(g.buf, n17, buf_bounds(&g), "mem.c:50:3",
                                      "main"));
  // CHECK: mpx: bounds violation: write of size 17 at 0x{{[0-9a-f]+}} in main at mem.c:50:3: 1 byte(s) above upper bound
  // CHECK: bzero dst: stopped
  printf("bzero dst: %s\n", untouched(&g, 'b'));
  // CHECK-NEXT: bzero dst: untouched
  __mpxw_bzero(g.buf, n16, buf_bounds(&g), "mem.c:51:3", "main");
  printf("bzero: %s\n", g.buf[0] == 0 && g.buf[15] == 0 && g.canary[0] == 'C'
                            ? "zeroed" : "WRONG");
  // CHECK-NEXT: bzero: zeroed
  return 0;
}
