// __func__ (and __FUNCTION__) inside a function that is cloned still name
// the ORIGINAL function: the clone's name must not leak into the program's
// output.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual
// RUN: FileCheck %s --check-prefix=OUT < %t.actual

#include <stdio.h>

// OUT: in show: 2
// OUT: again show
int show(const int *p, int i) {
  printf("in %s: %d\n", __func__, p[i]);
  printf("again %s\n", __FUNCTION__);
  fflush(stdout);
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in show at {{.*}}func_name_in_clone.c:[[@LINE+1]]:
  return p[i + 1];
}

// REWRITE: int __mpxc_show(
int main(void) {
  int v[3] = {1, 2, 3};
#ifdef OK
  return show(v, 1) != 3;
#else
  return show(v, 2) != 3;
#endif
}
