// Bounds source: malloc(0) gives empty bounds, so any access through its
// result is reported, even at offset 0.  The correct twin never accesses it
// (freeing it and growing it with realloc are fine).
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

static volatile size_t zero = 0;

int main(void) {
  // REWRITE: char *p = {{.*}}__mpxw_malloc(zero,
  char *p = malloc(zero);
#ifndef OK
  // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}source_malloc_zero.c:[[@LINE+2]]:3: {{(NULL|empty) bounds}}
  // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_b_p{{[^;]*}}source_malloc_zero.c:[[@LINE+1]]:3"
  p[0] = 1;
#endif
  p = realloc(p, 4);
  if (!p)
    return 1;
  p[3] = 'z';
  printf("%c\n", p[3]);
  free(p);
  return 0;
}
