// Access form: p->q->r[i].  The outer read p->q is checked against B(p)
// (p points one past an array of holders here); the inner pointer q is
// loaded from memory and gets its bounds from the bounds table, narrowed to
// the array field r, so r[3] of int r[3] is caught too.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t outer 2>&1 | FileCheck %s --check-prefix=OUTER
// RUN: not --crash %t inner 2>&1 | FileCheck %s --check-prefix=INNER
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain outer > %t.expected && %t.plain inner >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok outer > %t.actual && %t.ok inner >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

#ifdef OK
static volatile int h = 1, i = 2;
#else
static volatile int h = 2, i = 3;
#endif
static volatile int zero = 0;

struct inner {
  long tag;
  int r[3];
  int after;
};

struct holder {
  int id;
  struct inner *q;
};

int main(int argc, char **argv) {
  struct inner in = {1, {2, 3, 4}, 5};
  struct holder hs[2] = {{1, &in}, {2, &in}};
  if (argc > 1 && strcmp(argv[1], "outer") == 0) {
    struct holder *p = hs + h;
    // The read of p->q, at the '->' of p: against B(p).
    // OUTER: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in main at {{.*}}access_nested_member.c:[[@LINE+2]]:{{[0-9]+}}: 9 byte(s) above upper bound
    // REWRITE: __mpx_check_r{{p?}}(&(p->q){{[^;]*}}__mpx_b_p{{[^;]*}}access_nested_member.c:[[@LINE+1]]:
    printf("outer %d\n", p->q->r[zero]);
  } else {
    struct holder *p = hs;
    // REWRITE: __mpx_check_r{{p?}}(&(p->q){{[^;]*}}__mpx_b_p{{[^;]*}}access_nested_member.c:[[@LINE+2]]:
    // INNER: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}access_nested_member.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
    p->q->r[i] = 9;
    printf("inner %d %d\n", in.r[2], in.after);
  }
  return 0;
}
