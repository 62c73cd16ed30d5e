// mpx-cc -fchkp-first-field-has-own-bounds narrows a scalar first field:
// (int *)&s->first then p[1] is reported; without the flag it runs clean.
//
// RUN: %mpx-cc -fcheck-pointer-bounds -mmpx %cflags %s -o %t
// RUN: %t | FileCheck %s --check-prefix=DEFAULT
// RUN: %mpx-cc -fcheck-pointer-bounds -mmpx -fchkp-first-field-has-own-bounds %cflags %s -o %t.own
// RUN: not --crash %t.own 2>&1 | FileCheck %s --check-prefix=OWN

#include <stdio.h>
#include <stdlib.h>

struct pair {
  int first;
  int second;
};

static volatile int idx = 1;

int main(void) {
  struct pair *s = calloc(1, sizeof *s);
  int *p = (int *)&s->first;
  // OWN: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}mpx_cc_first_field.c:[[@LINE+1]]:3: 1 byte(s) above upper bound of
  p[idx] = 42;
  // DEFAULT: second 42
  printf("second %d\n", s->second);
  free(s);
  return 0;
}
