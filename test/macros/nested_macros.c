// Nested macros, TWICE(AT(p, i)): the access is spelled in AT's body inside
// TWICE's argument; it is checked and reported at the invocation's line.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual
// RUN: %mpx-rewrite --stats %s -- > /dev/null 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats

#include <stdio.h>

#define AT(a, i) ((a)[i])
#define TWICE(x) (2 * (x))

// STATS: accesses left unchecked: 0
int main(void) {
  int p[5] = {1, 2, 3, 4, 5};
  int s = 0;
  for (int i = 0; i < 5; i++)
    s += TWICE(AT(p, i));
  printf("%d\n", s);
  fflush(stdout);
  // volatile: a constant overflow would be seen, and warned about, when
  // optimising
#ifdef OK
  volatile int i = 4;
#else
  volatile int i = 5;
#endif
  // REWRITE: __mpx_check_r{{p?}}({{.*}}nested_macros.c:[[#@LINE+2]]:
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}nested_macros.c:[[@LINE+1]]:
  printf("%d\n", TWICE(AT(p, i)));
  return 0;
}
