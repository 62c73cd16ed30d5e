// Line mapping: compiling the rewritten output reports warnings and errors
// at the ORIGINAL file, line and function, even after clones, forwarders and
// macro regions were inserted above them. (The rewrite is parsed without
// -Wall; the warnings come from compiling its output.)
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags -Wno-error -c %t.c -o %t.o 2> %t.warn
// RUN: FileCheck %s < %t.warn
// RUN: not %cc %cflags -DBROKEN -c %t.c -o %t.broken.o 2> %t.err
// RUN: FileCheck %s --check-prefix=ERR < %t.err

#include <stdio.h>

#define AT(a, i) ((a)[i])

static int get(const int *p,
               int i) {
  return AT(p, i);
}

// CHECK: line_mapping.c:[[@LINE+1]]:{{[0-9]+}}: warning: unused parameter 'unused_param'
int sum(int *p, int n, int unused_param) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  return s;
}

int count_below(const int *p, unsigned n, int limit) {
  int c = 0;
  // (gcc's wording, then clang's)
  // CHECK: line_mapping.c:[[@LINE+1]]:{{[0-9]+}}: warning: comparison of {{integer expressions of different signedness|integers of different signs}}
  for (int i = 0; i < n; i++)
    c += p[i] < limit;
  return c;
}

int main(void) {
  int a[3] = {1, 2, 3};
  // CHECK: line_mapping.c:[[@LINE+1]]:{{[0-9]+}}: warning: unused variable 'unused'
  int unused;
  printf("%d %d %d\n", get(a, 1), sum(a, 3, 0), count_below(a, 3, 3));
#ifdef BROKEN
  // ERR: line_mapping.c:[[@LINE+1]]:{{[0-9]+}}: error: {{'undeclared_thing' undeclared|use of undeclared identifier 'undeclared_thing'}}
  a[0] = undeclared_thing;
#endif
  return 0;
}
