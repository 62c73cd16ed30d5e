// Bounds source: malloc(n) gives the n bytes of the allocation (not the
// allocator's rounded-up chunk): p[n] is reported, p[n - 1] is fine.
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

static volatile size_t n = 13;
#ifdef OK
static volatile size_t i = 12;
#else
static volatile size_t i = 13;
#endif

int main(void) {
  // REWRITE: char *p = {{.*}}__mpxw_malloc(n,
  char *p = malloc(n);
  if (!p)
    return 1;
  // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}source_malloc.c:[[@LINE+2]]:3: 1 byte(s) above upper bound
  // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_b_p{{[^;]*}}source_malloc.c:[[@LINE+1]]:3"
  p[i] = 'x';
  printf("%c\n", p[12]);
  free(p);
  return 0;
}
