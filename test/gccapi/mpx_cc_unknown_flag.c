// mpx-cc warns about an -fchkp-* flag it does not know, drops it (the real
// compiler never sees it), and the program builds and behaves. A GCC
// switch that would turn part of the checking off where the rewriter
// cannot is dropped with the reason; one that only chose how GCC generated
// code (static bounds, string function variants) is accepted silently.
//
// RUN: %mpx-cc -fcheck-pointer-bounds -mmpx -fchkp-foo -fno-chkp-use-static-bounds -fno-chkp-store-bounds %cflags %s -o %t 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT

// WARN: mpx-cc: warning: ignoring '-fchkp-foo'
// WARN-NOT: use-static-bounds
// WARN: mpx-cc: warning: ignoring '-fno-chkp-store-bounds': pointers stored to memory always keep their bounds

#include <stdio.h>
#include <stdlib.h>

static volatile int n = 5;

int main(void) {
  int *v = malloc(4 * sizeof *v);
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}mpx_cc_unknown_flag.c:[[@LINE+1]]:5: 1 byte(s) above upper bound of
    v[i] = i;
  printf("%d\n", v[3]);
  free(v);
  return 0;
}
