// Bounds source: &s of a struct has the bounds of the whole struct: every
// field of *p is in bounds (including the last one), p[1] is not.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

#ifdef OK
static volatile int idx = 0;
#else
static volatile int idx = 1;
#endif

struct rec {
  int id;
  short tag;
  char name[6];
};

int main(void) {
  struct rec s = {1, 2, "abc"};
  // REWRITE: struct rec *p = ({{.*}}__mpx_make_to(&({{[^)]*}}), &s, sizeof(s))
  struct rec *p = &s;
  // REWRITE: __mpx_check_wpb({{.*}}__mpx_narrow_tail_to(&({{[^)]*}}), __mpx_b_p{{.*}}source_addr_struct.c:[[@LINE+1]]:3"
  p->name[5] = 'z';
  // REPORT: mpx: bounds violation: write of size 2 at 0x{{[0-9a-f]+}} in main at {{.*}}source_addr_struct.c:[[@LINE+2]]:3: 5 byte(s) above upper bound
  // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_b_p{{[^;]*}}source_addr_struct.c:[[@LINE+1]]:3"
  p[idx].tag = 7;
  printf("%d %d %s %c\n", s.id, s.tag, s.name, s.name[5]);
  return 0;
}
