// __CHKP__ is defined for code given to the rewriter (as GCC defined it under
// -fcheck-pointer-bounds), so `#ifdef __CHKP__` code that sets bounds is
// compiled in and its overflow reported; a plain compile of the same file,
// without mpxrt.h, takes the other branch and runs.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=CHKP
// RUN: %cc %cflags %s -o %t.plain && %t.plain 2>&1 | FileCheck %s --check-prefix=PLAIN

#include <stdio.h>

static char pool[64];
static volatile int k = 16;

static char *get_block(int i) {
#ifdef __CHKP__
  return __bnd_set_ptr_bounds(pool + 16 * i, 16);
#else
  return pool + 16 * i;
#endif
}

int main(void) {
#ifdef __CHKP__
  fprintf(stderr, "__CHKP__ defined\n");
#else
  fprintf(stderr, "__CHKP__ not defined\n");
#endif
  // CHKP: __CHKP__ defined
  // PLAIN: __CHKP__ not defined
  char *b = get_block(1);
  // CHKP: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}chkp_macro.c:[[@LINE+1]]:3: 1 byte(s) above upper bound of
  b[k] = 'x';
  printf("%c\n", pool[32]);
  // PLAIN: x
  return 0;
}
