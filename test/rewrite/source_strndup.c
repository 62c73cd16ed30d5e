// Bounds source: strndup(s, n) on a longer string gives n + 1 bytes (the
// copied prefix and its NUL), not the length of the source.
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
#include <string.h>

#ifdef OK
static volatile int i = 4;
#else
static volatile int i = 5;
#endif

int main(void) {
  const char *src = "bounds checking";
  // REWRITE: char *s = {{.*}}__mpxw_strndup(
  char *s = strndup(src, 4);
  if (!s)
    return 1;
  // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}source_strndup.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound
  // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}__mpx_b_s{{[^;]*}}source_strndup.c:[[@LINE+1]]:
  printf("%s %d\n", s, s[i]);
  free(s);
  return 0;
}
