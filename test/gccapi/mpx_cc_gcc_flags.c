// mpx-cc accepts a GCC-MPX command line, -fcheck-pointer-bounds -mmpx
// -fchkp-narrow-bounds -fchkp-check-read -fchkp-check-write, builds, and the
// program behaves: the intra-object overflow is reported, the correct twin
// runs as the plain build does.
//
// RUN: %mpx-cc -fcheck-pointer-bounds -mmpx -fchkp-narrow-bounds -fchkp-check-read -fchkp-check-write %cflags %s -o %t 2>&1 | count 0
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-cc -fcheck-pointer-bounds -mmpx -fchkp-narrow-bounds %cflags -DOK %s -o %t.ok && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct acct {
  int id;
  char owner[8];
  long balance;
};

#ifdef OK
static volatile int n = 8;
#else
static volatile int n = 9;
#endif

int main(void) {
  struct acct *a = calloc(1, sizeof *a);
  a->balance = 100;
  char *o = a->owner;
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}mpx_cc_gcc_flags.c:[[@LINE+1]]:5: 1 byte(s) above upper bound of
    o[i] = 'o';
  printf("%d %.8s %ld\n", a->id, a->owner, a->balance);
  free(a);
  return 0;
}
