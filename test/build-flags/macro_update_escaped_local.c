/* A macro body updating a pointer whose address escaped (so its bounds
 * live in the table): `p += 2` with `p` the macro's argument.  The text
 * closing the slot's address goes before the operator, in the macro's
 * expansion, not after the argument (which lies before the invocation's
 * ')').  Reduced from a regular expression library.
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: %cc %cflags %t.c -o %t %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stdio.h>

#define SKIPOFFSET(p) p += 2
#define NEXT(p) p++

static void peek(unsigned **pp) { (void)pp; }

static unsigned walk(unsigned *pptr, unsigned *end) {
  unsigned n = 0;
  peek(&pptr);
  for (; pptr < end; NEXT(pptr)) {
    // BAD: mpx: bounds violation: read of size 4 {{.*}}macro_update_escaped_local.c:[[@LINE+1]]:9: 1 byte(s) above upper bound
    if (*pptr == 7) {
      pptr++;
      SKIPOFFSET(pptr);
      continue;
    }
    n += *pptr;
  }
  return n;
}

int main(int argc, char **argv) {
  unsigned a[6] = {1, 7, 9, 9, 2, 3};
  (void)argv;
  // CHECK: 4
  printf("%u\n", walk(a, a + 6 + (argc > 1)));
  return 0;
}
