// Access form: (*p).f is checked like p->f, with the field's size.
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
#include <stdlib.h>

#ifdef OK
static volatile int i = 2;
#else
static volatile int i = 3;
#endif

struct point {
  short x, y;
};

int main(void) {
  struct point *pts = calloc(3, sizeof *pts);
  if (!pts)
    return 1;
  struct point *p = pts + i;
  (*(p - 1)).x = 4;
  // REPORT: mpx: bounds violation: write of size 2 at 0x{{[0-9a-f]+}} in main at {{.*}}access_deref_member.c:[[@LINE+2]]:3: 3 byte(s) above upper bound
  // REWRITE: __mpx_check_w{{p?}}(&((*p).y){{[^;]*}}__mpx_b_p{{[^;]*}}access_deref_member.c:[[@LINE+1]]:3"
  (*p).y = 5;
  printf("%d %d\n", pts[2].x, pts[2].y);
  free(pts);
  return 0;
}
