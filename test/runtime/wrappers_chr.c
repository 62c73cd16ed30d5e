// __mpxw_memchr, strchr, strrchr: the search is checked as far as it reads
// (memchr and strchr stop at the match, strrchr reads the whole string),
// never reading past the bounds itself; the result has the argument's
// bounds, NULL result included.  The report names the caller's location.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: %t 2>&1 | FileCheck %s --implicit-check-not=WRONG

#include "Inputs/wrap.h"

// "abcd" unterminated, then more bytes.
static struct {
  char s[4];
  char after[4];
} un = {{'a', 'b', 'c', 'd'}, "xyz"};

int main(void) {
  wrap_init();
  __mpx_bnd unb = __mpx_make(un.s, sizeof un.s), rb;
  volatile size_t n0 = 0, n4 = 4, n5 = 5, n100 = 100;

  // memchr: found inside the bounds, even with n beyond them.
  void *r = __mpxw_memchr(un.s, 'c', n100, unb, &rb, "chr.c:10:9", "main");
  printf("memchr found: %s %s\n", r == un.s + 2 ? "ret" : "WRONG",
         same_bnd(rb, unb) ? "rb" : "WRONG");
  // CHECK: memchr found: ret rb
  r = __mpxw_memchr(un.s, 'x', n4, unb, &rb, "chr.c:11:9", "main");
  printf("memchr absent: %s %s\n", r == NULL ? "NULL" : "WRONG",
         same_bnd(rb, unb) ? "rb" : "WRONG");
  // CHECK-NEXT: memchr absent: NULL rb
  r = __mpxw_memchr(un.s, 'x', n0, __mpx_null(), &rb, "chr.c:12:9", "main");
  printf("memchr 0: %s\n", r == NULL ? "NULL" : "WRONG");
  // CHECK-NEXT: memchr 0: NULL
  // Not inside the bounds: the search would go on to un.after ('x').
  MUST_STOP("memchr", __mpxw_memchr(un.s, 'x', n5, unb, &rb, "chr.c:13:9", "main"));
  // CHECK: mpx: bounds violation: read of size 5 at 0x{{[0-9a-f]+}} in main at chr.c:13:9: 1 byte(s) above upper bound
  // CHECK: memchr: stopped

  // strchr: stops at the character or at the NUL.
  char *s = __mpxw_strchr(un.s, 'b', unb, &rb, "chr.c:20:9", "main");
  printf("strchr found: %s %s\n", s == un.s + 1 ? "ret" : "WRONG",
         same_bnd(rb, unb) ? "rb" : "WRONG");
  // CHECK-NEXT: strchr found: ret rb
  const char *hello = "hello";
  __mpx_bnd hb = __mpx_make(hello, 6);
  s = __mpxw_strchr(hello, 'z', hb, &rb, "chr.c:21:9", "main");
  printf("strchr absent: %s %s\n", s == NULL ? "NULL" : "WRONG",
         same_bnd(rb, hb) ? "rb" : "WRONG");
  // CHECK-NEXT: strchr absent: NULL rb
  s = __mpxw_strchr(hello, '\0', hb, &rb, "chr.c:22:9", "main");
  printf("strchr NUL: %s\n", s == hello + 5 ? "ret" : "WRONG");
  // CHECK-NEXT: strchr NUL: ret
  MUST_STOP("strchr", __mpxw_strchr(un.s, 'z', unb, &rb, "chr.c:23:9", "main"));
  // CHECK: mpx: bounds violation: read of size 5 at 0x{{[0-9a-f]+}} in main at chr.c:23:9: 1 byte(s) above upper bound
  // CHECK: strchr: stopped

  // strrchr: reads the whole string.
  s = __mpxw_strrchr(hello, 'l', hb, &rb, "chr.c:30:9", "main");
  printf("strrchr: %s %s\n", s == hello + 3 ? "ret" : "WRONG",
         same_bnd(rb, hb) ? "rb" : "WRONG");
  // CHECK-NEXT: strrchr: ret rb
  MUST_STOP("strrchr", __mpxw_strrchr(un.s, 'a', unb, &rb, "chr.c:31:9", "main"));
  // CHECK: mpx: bounds violation: read of size 5 at 0x{{[0-9a-f]+}} in main at chr.c:31:9: 1 byte(s) above upper bound
  // CHECK: strrchr: stopped
  return 0;
}
