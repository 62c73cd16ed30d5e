// Constant context: array sizes.  int b[sizeof a / sizeof a[0]] and
// char buf[sizeof(p->name)] (p NULL) are sizes, not accesses: no check is
// made on them.  (A VLA bound that reads memory is a real read: see
// access_vla_bound.c.)
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %t > %t.actual
// RUN: diff %t.expected %t.actual

#include <stddef.h>
#include <stdio.h>

struct rec {
  char name[10];
};

// External: clang warns about a static array used only in sizeof.
int a[6] = {1, 3, 5, 7, 9, 11};
// REWRITE-NOT: __mpx_check{{.*}}constant_array_size.c:[[@LINE+1]]:
char global_buf[sizeof a[0] * 2];

int main(void) {
  struct rec *p = NULL;
  // REWRITE-NOT: __mpx_check{{.*}}constant_array_size.c:[[@LINE+1]]:
  int b[sizeof a / sizeof a[0]];
  // REWRITE-NOT: __mpx_check{{.*}}constant_array_size.c:[[@LINE+1]]:
  char buf[sizeof(p->name)];
  int v[3];
  for (size_t i = 0; i < sizeof b / sizeof b[0]; i++)
    b[i] = (int)i;
  for (int i = 0; i < 3; i++)
    v[i] = i * 2;
  printf("%zu %zu %zu %zu %d %d\n", sizeof b, sizeof buf, sizeof v, sizeof global_buf, b[5], v[2]);
  return 0;
}
