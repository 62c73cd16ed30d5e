// Bounds source: calloc(count, size) gives count * size bytes.
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

static volatile size_t count = 3;
#ifdef OK
static volatile size_t i = 2;
#else
static volatile size_t i = 3;
#endif

int main(void) {
  // REWRITE: long *p = {{.*}}__mpxw_calloc(count, sizeof(long),
  long *p = calloc(count, sizeof(long));
  if (!p)
    return 1;
  // REPORT: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in main at {{.*}}source_calloc.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound of
  // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}__mpx_b_p{{[^;]*}}source_calloc.c:[[@LINE+1]]:
  printf("%ld\n", p[i]);
  free(p);
  return 0;
}
