// mpx-cc -fno-chkp-narrow-bounds disables narrowing (--narrow=none): the
// overflow of `char owner[8]` into the next field is not reported and the
// program prints what the plain build prints; -fchkp-narrow-bounds (the
// default) reports it.
//
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-cc -fcheck-pointer-bounds -mmpx -fno-chkp-narrow-bounds %cflags %s -o %t.none
// RUN: %t.none > %t.actual && diff %t.expected %t.actual
// RUN: %mpx-cc -fcheck-pointer-bounds -mmpx -fchkp-narrow-bounds %cflags %s -o %t
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT

#include <stdio.h>
#include <stdlib.h>

struct acct {
  int id;
  char owner[8];
  char note[8];
};

static volatile int n = 11;

int main(void) {
  struct acct *a = calloc(1, sizeof *a);
  char *o = a->owner;
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}mpx_cc_no_narrow.c:[[@LINE+1]]:5: 1 byte(s) above upper bound of
    o[i] = 'a' + i;
  printf("%.3s\n", a->note);
  free(a);
  return 0;
}
