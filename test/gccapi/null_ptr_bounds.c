// __bnd_null_ptr_bounds(q): q with NULL bounds, which allow no access at
// all: even p[0], inside buf, is reported.  The correct twin reads through
// the original pointer.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -include mpxrt.h -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

int buf[100];

int main(void) {
  buf[10] = 7;
  int *p = __bnd_null_ptr_bounds(buf + 10);
#ifdef OK
  p = buf + 10;
#endif
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}null_ptr_bounds.c:[[@LINE+1]]:18: NULL bounds (no access allowed)
  printf("%d\n", p[0]);
  return 0;
}
