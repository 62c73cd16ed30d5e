// A failing assert in rewritten code prints the original expression text,
// file name and line, exactly as the plain build does.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2> %t.err
// RUN: sed -e 's/^[^:]*: //' %t.err > %t.actual
// RUN: FileCheck %s < %t.actual
// RUN: %cc %cflags %s -o %t.plain
// RUN: not --crash %t.plain 2> %t.plain.err
// RUN: sed -e 's/^[^:]*: //' %t.plain.err > %t.expected
// RUN: diff %t.expected %t.actual

#include <assert.h>

static int check(const int *p, int i) {
  // (the function as __PRETTY_FUNCTION__ gives it: gcc's, then clang's)
  // CHECK: {{^}}{{.*}}assert_message.c:[[@LINE+1]]: {{check|int check\(const int \*, int\)}}: Assertion `p[i] < 3' failed.
  assert(p[i] < 3);
  return p[i];
}

int main(void) {
  int v[2] = {1, 5};
  return check(v, 0) + check(v, 1);
}
