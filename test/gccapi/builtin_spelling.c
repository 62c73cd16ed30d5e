// The __builtin___bnd_* spellings are the same functions as __bnd_*:
// set, narrow, copy, init, store, the three checks and the two getters, all
// through the builtin names; the overflow through the set bounds is
// reported, the correct twin prints the bounds.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt
// RUN: %t.ok | FileCheck %s --check-prefix=OK --match-full-lines

#include <stdio.h>

int buf[100];
int *gp;

#ifdef OK
static volatile int k = 9;
#else
static volatile int k = 10;
#endif

static long lo(const void *p) { return (const int *)__builtin___bnd_get_ptr_lbound(p) - buf; }
static long hi(const void *p) {
  return ((const char *)__builtin___bnd_get_ptr_ubound(p) - (const char *)buf) / (long)sizeof(int);
}

int main(void) {
  int *p = __builtin___bnd_set_ptr_bounds(buf + 10, sizeof(int) * 10);
  int *n = __builtin___bnd_narrow_ptr_bounds(buf + 12, p, sizeof(int) * 100);
  int *c = __builtin___bnd_copy_ptr_bounds(buf + 50, p);
  int *i = __builtin___bnd_init_ptr_bounds(p);
  gp = buf + 30;
  __builtin___bnd_store_ptr_bounds((void **)&gp, __builtin___bnd_set_ptr_bounds(buf + 30, sizeof(int)));
  __builtin___bnd_chk_ptr_lbounds(p);
  __builtin___bnd_chk_ptr_ubounds(p + 9);
  __builtin___bnd_chk_ptr_bounds(p, sizeof(int) * 10);
  // OK: p [10, 19]
  // OK-NEXT: n [12, 19]
  // OK-NEXT: c [10, 19]
  // OK-NEXT: i 1
  printf("p [%ld, %ld]\nn [%ld, %ld]\nc [%ld, %ld]\ni %d\n", lo(p), hi(p), lo(n), hi(n), lo(c),
         hi(c), __builtin___bnd_get_ptr_lbound(i) == 0);
  fflush(stdout);
  // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}builtin_spelling.c:[[@LINE+1]]:3: 1 byte(s) above upper bound of
  p[k] = 1;
  // OK-NEXT: done
  printf("done\n");
  return 0;
}
