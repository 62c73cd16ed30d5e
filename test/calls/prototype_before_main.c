// A prototype before main, the definition after it: the calls made before
// the definition is seen already use the clone and pass bounds.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

void scale(double *v, int n, double k);

int main(void) {
  double v[3] = {1.0, 2.0, 3.0};
  // REWRITE: __mpxc_scale(v, 3, 2.0, __mpx_make(v, sizeof(v)))
  scale(v, 3, 2.0);
#ifdef OK
  scale(v, 3, 0.5);
#else
  scale(v, 4, 0.5);
#endif
  printf("%g %g %g\n", v[0], v[1], v[2]);
  return 0;
}

// REWRITE: void __mpxc_scale(double *v, int n, double k, __mpx_bnd __mpx_b_v
void scale(double *v, int n, double k) {
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in scale at {{.*}}prototype_before_main.c:[[@LINE+1]]:12: 1 byte(s) above upper bound
    v[i] = v[i] * k;
}
