// __mpxw_strcmp, strncmp, memcmp: string comparisons are checked as far as
// the comparison reads (to the first difference or the NUL, at most n),
// without reading past the bounds; memcmp checks both n-byte ranges.  The
// report names the caller's location.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: %t 2>&1 | FileCheck %s --implicit-check-not=WRONG

#include "Inputs/wrap.h"

// "abcd" unterminated, then more bytes.
static struct {
  char s[4];
  char after[4];
} un = {{'a', 'b', 'c', 'd'}, "xyz"};

static int sign(int v) { return (v > 0) - (v < 0); }

int main(void) {
  wrap_init();
  __mpx_bnd unb = __mpx_make(un.s, sizeof un.s);
  const char *abcdef = "abcdef", *abxd = "abXd";
  __mpx_bnd b7 = __mpx_make(abcdef, 7), b5 = __mpx_make(abxd, 5);
  volatile size_t n4 = 4, n5 = 5, n0 = 0;

  // strcmp reads a[4] (past the bounds): the strings agree up to there.
  MUST_STOP("strcmp a", __mpxw_strcmp(un.s, abcdef, unb, b7, "cmp.c:10:7", "main"));
  // CHECK: mpx: bounds violation: read of size 5 at 0x{{[0-9a-f]+}} in main at cmp.c:10:7: 1 byte(s) above upper bound
  // CHECK: strcmp a: stopped
  MUST_STOP("strcmp b", __mpxw_strcmp(abcdef, un.s, b7, unb, "cmp.c:11:7", "main"));
  // CHECK: mpx: bounds violation: read of size 5 at 0x{{[0-9a-f]+}} in main at cmp.c:11:7: 1 byte(s) above upper bound
  // CHECK: strcmp b: stopped
  // It stops at the first difference: the unterminated string is not overrun.
  printf("strcmp: %d\n", sign(__mpxw_strcmp(abxd, un.s, b5, unb, "cmp.c:12:7", "main")));
  // CHECK-NEXT: strcmp: -1
  printf("strcmp equal: %d\n",
         __mpxw_strcmp(abcdef, "abcdef", b7, __mpx_init(), "cmp.c:13:7", "main"));
  // CHECK-NEXT: strcmp equal: 0

  // strncmp: n = 4 reads exactly the bounds; n = 5 one more.
  printf("strncmp 4: %d\n", __mpxw_strncmp(un.s, abcdef, n4, unb, b7, "cmp.c:20:7", "main"));
  // CHECK-NEXT: strncmp 4: 0
  printf("strncmp 0: %d\n",
         __mpxw_strncmp(un.s, abcdef, n0, __mpx_null(), __mpx_null(), "cmp.c:21:7", "main"));
  // CHECK-NEXT: strncmp 0: 0
  MUST_STOP("strncmp 5", __mpxw_strncmp(un.s, abcdef, n5, unb, b7, "cmp.c:22:7", "main"));
  // CHECK: mpx: bounds violation: read of size 5 at 0x{{[0-9a-f]+}} in main at cmp.c:22:7: 1 byte(s) above upper bound
  // CHECK: strncmp 5: stopped

  // memcmp: both whole ranges.
  printf("memcmp 4: %d\n", __mpxw_memcmp(un.s, abcdef, n4, unb, b7, "cmp.c:30:7", "main"));
  // CHECK-NEXT: memcmp 4: 0
  printf("memcmp 0: %d\n",
         __mpxw_memcmp(un.s, abcdef, n0, __mpx_null(), __mpx_null(), "cmp.c:31:7", "main"));
  // CHECK-NEXT: memcmp 0: 0
  MUST_STOP("memcmp a", __mpxw_memcmp(un.s, abcdef, n5, unb, b7, "cmp.c:32:7", "main"));
  // CHECK: mpx: bounds violation: read of size 5 at 0x{{[0-9a-f]+}} in main at cmp.c:32:7: 1 byte(s) above upper bound
  // CHECK: memcmp a: stopped
  MUST_STOP("memcmp b", __mpxw_memcmp(abcdef, un.s, n5, b7, unb, "cmp.c:33:7", "main"));
  // CHECK: mpx: bounds violation: read of size 5 at 0x{{[0-9a-f]+}} in main at cmp.c:33:7: 1 byte(s) above upper bound
  // CHECK: memcmp b: stopped
  return 0;
}
