// __mpxw_strlen, strnlen, strcpy, strncpy, strcat, strncat: string reads
// are checked up to and including the NUL without reading past the bounds
// to find it (an unterminated string is a read of its bounds' size + 1);
// writes are checked for their whole length before a byte is written; the
// report names the caller's location.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: %t 2>&1 | FileCheck %s --implicit-check-not=WRONG

#include "Inputs/wrap.h"

// An unterminated 8-byte string followed by more bytes (a terminated one).
static struct {
  char s[8];
  char after[8];
} un = {{'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'}, "xyz"};

int main(void) {
  wrap_init();
  struct guarded g, before;
  __mpx_bnd unb = __mpx_make(un.s, sizeof un.s), rb;
  volatile size_t n0 = 0, n8 = 8, n9 = 9, n16 = 16, n17 = 17;

  // strlen
  MUST_STOP("strlen unterminated",
            __mpxw_strlen(un.s, unb, "str.c:10:5", "main"));
  // CHECK: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at str.c:10:5: 1 byte(s) above upper bound
  // CHECK: strlen unterminated: stopped
  const char *hello = "hello";
  printf("strlen: %zu\n", __mpxw_strlen(hello, __mpx_make(hello, 6), "str.c:11:5", "main"));
  // CHECK-NEXT: strlen: 5
  MUST_STOP("strlen NULL bounds",
            __mpxw_strlen(hello, __mpx_null(), "str.c:12:5", "main"));
  // CHECK: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at str.c:12:5: NULL bounds
  // CHECK: strlen NULL bounds: stopped

  // strnlen: reading exactly the bounds is fine; one more is not.
  printf("strnlen 8: %zu\n", __mpxw_strnlen(un.s, n8, unb, "str.c:20:5", "main"));
  // CHECK-NEXT: strnlen 8: 8
  printf("strnlen 0: %zu\n", __mpxw_strnlen(un.s, n0, __mpx_null(), "str.c:21:5", "main"));
  // CHECK-NEXT: strnlen 0: 0
  MUST_STOP("strnlen 9", __mpxw_strnlen(un.s, n9, unb, "str.c:22:5", "main"));
  // CHECK: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at str.c:22:5: 1 byte(s) above upper bound
  // CHECK: strnlen 9: stopped

  // strcpy: 19 bytes (with the NUL) into 16.
  const char *long19 = "0123456789abcdefXY";
  guard(&g, 'b');
  before = g;
  MUST_STOP("strcpy dst", __mpxw_strcpy(g.buf, long19, buf_bounds(&g),
                                        __mpx_make(long19, 19), &rb, "str.c:30:5", "main"));
  // CHECK: mpx: bounds violation: write of size 19 at 0x{{[0-9a-f]+}} in main at str.c:30:5: 1 byte(s) above upper bound
  // CHECK: strcpy dst: stopped
  printf("strcpy dst: %s\n", unchanged(&g, &before));
  // CHECK-NEXT: strcpy dst: untouched
  MUST_STOP("strcpy src", __mpxw_strcpy(g.buf, un.s, buf_bounds(&g), unb, &rb,
                                        "str.c:31:5", "main"));
  // CHECK: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at str.c:31:5: 1 byte(s) above upper bound
  // CHECK: strcpy src: stopped
  printf("strcpy src: %s\n", unchanged(&g, &before));
  // CHECK-NEXT: strcpy src: untouched
  char *r = __mpxw_strcpy(g.buf, long19 + 3, buf_bounds(&g), __mpx_make(long19, 19),
                          &rb, "str.c:32:5", "main"); // 16 bytes: fits
  printf("strcpy: %s %s %s\n", r == g.buf ? "ret" : "WRONG",
         same_bnd(rb, buf_bounds(&g)) ? "rb" : "WRONG",
         strcmp(g.buf, "3456789abcdefXY") == 0 && g.canary[0] == 'C' ? "copied" : "WRONG");
  // CHECK-NEXT: strcpy: ret rb copied

  // strncpy writes all n bytes (padding), whatever the source's length.
  guard(&g, 'b');
  before = g;
  MUST_STOP("strncpy dst", __mpxw_strncpy(g.buf, hello, n17, buf_bounds(&g),
                                          __mpx_make(hello, 6), &rb, "str.c:40:5", "main"));
  // CHECK: mpx: bounds violation: write of size 17 at 0x{{[0-9a-f]+}} in main at str.c:40:5: 1 byte(s) above upper bound
  // CHECK: strncpy dst: stopped
  printf("strncpy dst: %s\n", unchanged(&g, &before));
  // CHECK-NEXT: strncpy dst: untouched
  MUST_STOP("strncpy src", __mpxw_strncpy(g.buf, un.s, n9, buf_bounds(&g), unb,
                                          &rb, "str.c:41:5", "main"));
  // CHECK: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at str.c:41:5: 1 byte(s) above upper bound
  // CHECK: strncpy src: stopped
  printf("strncpy src: %s\n", unchanged(&g, &before));
  // CHECK-NEXT: strncpy src: untouched
  r = __mpxw_strncpy(g.buf, un.s, n8, buf_bounds(&g), unb, &rb, "str.c:42:5", "main");
  printf("strncpy: %s %s %.8s\n", r == g.buf ? "ret" : "WRONG",
         same_bnd(rb, buf_bounds(&g)) ? "rb" : "WRONG", g.buf);
  // CHECK-NEXT: strncpy: ret rb abcdefgh
  __mpxw_strncpy(g.buf, hello, n16, buf_bounds(&g), __mpx_make(hello, 6), &rb,
                 "str.c:43:5", "main");
  printf("strncpy pads: %s\n", g.buf[5] == 0 && g.buf[15] == 0 ? "ok" : "WRONG");
  // CHECK-NEXT: strncpy pads: ok

  // strcat: "0123456789" + "abcdef" + NUL = 17 bytes in 16.
  guard(&g, 'b');
  memcpy(g.buf, "0123456789", 11);
  before = g;
  const char *abcdef = "abcdef";
  MUST_STOP("strcat dst", __mpxw_strcat(g.buf, abcdef, buf_bounds(&g),
                                        __mpx_make(abcdef, 7), &rb, "str.c:50:5", "main"));
  // CHECK: mpx: bounds violation: write of size 7 at 0x{{[0-9a-f]+}} in main at str.c:50:5: 1 byte(s) above upper bound
  // CHECK: strcat dst: stopped
  printf("strcat dst: %s\n", unchanged(&g, &before));
  // CHECK-NEXT: strcat dst: untouched
  MUST_STOP("strcat src", __mpxw_strcat(g.buf, un.s, buf_bounds(&g), unb, &rb,
                                        "str.c:51:5", "main"));
  // CHECK: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at str.c:51:5: 1 byte(s) above upper bound
  // CHECK: strcat src: stopped
  struct guarded full;
  guard(&full, 'b'); // no NUL inside the destination's bounds
  before = full;
  MUST_STOP("strcat dst unterminated",
            __mpxw_strcat(full.buf, hello, buf_bounds(&full), __mpx_make(hello, 6),
                          &rb, "str.c:52:5", "main"));
  // CHECK: mpx: bounds violation: read of size 17 at 0x{{[0-9a-f]+}} in main at str.c:52:5: 1 byte(s) above upper bound
  // CHECK: strcat dst unterminated: stopped
  printf("strcat dst unterminated: %s\n", unchanged(&full, &before));
  // CHECK-NEXT: strcat dst unterminated: untouched
  r = __mpxw_strcat(g.buf, abcdef + 1, buf_bounds(&g), __mpx_make(abcdef, 7), &rb,
                    "str.c:53:5", "main"); // exactly 16 bytes
  printf("strcat: %s %s %s\n", r == g.buf ? "ret" : "WRONG",
         same_bnd(rb, buf_bounds(&g)) ? "rb" : "WRONG",
         strcmp(g.buf, "0123456789bcdef") == 0 && g.canary[0] == 'C' ? "copied" : "WRONG");
  // CHECK-NEXT: strcat: ret rb copied

  // strncat: at most n bytes of the source, then always a NUL.
  guard(&g, 'b');
  memcpy(g.buf, "0123456789", 11);
  before = g;
  volatile size_t n5 = 5, n6 = 6;
  MUST_STOP("strncat dst", __mpxw_strncat(g.buf, un.s, n6, buf_bounds(&g), unb,
                                          &rb, "str.c:60:5", "main"));
  // CHECK: mpx: bounds violation: write of size 7 at 0x{{[0-9a-f]+}} in main at str.c:60:5: 1 byte(s) above upper bound
  // CHECK: strncat dst: stopped
  printf("strncat dst: %s\n", unchanged(&g, &before));
  // CHECK-NEXT: strncat dst: untouched
  MUST_STOP("strncat src", __mpxw_strncat(g.buf, un.s, n9, buf_bounds(&g), unb,
                                          &rb, "str.c:61:5", "main"));
  // CHECK: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at str.c:61:5: 1 byte(s) above upper bound
  // CHECK: strncat src: stopped
  r = __mpxw_strncat(g.buf, un.s, n5, buf_bounds(&g), unb, &rb, "str.c:62:5", "main");
  printf("strncat: %s %s %s\n", r == g.buf ? "ret" : "WRONG",
         same_bnd(rb, buf_bounds(&g)) ? "rb" : "WRONG",
         strcmp(g.buf, "0123456789abcde") == 0 && g.canary[0] == 'C' ? "copied" : "WRONG");
  // CHECK-NEXT: strncat: ret rb copied
  return 0;
}
