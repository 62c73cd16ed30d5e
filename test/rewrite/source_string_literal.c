// Bounds source: a string literal's bounds include its NUL and nothing more:
// reading s[3] of "abc" (the NUL) is fine, s[4] is one byte past it.
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
static volatile int n = 3;
#else
static volatile int n = 4;
#endif

int main(void) {
  // REWRITE: const char *s = {{.*}}("abc"){{.*}}__mpx_make_to(&({{[^)]*}}), {{[^;]*}}, 4)
  const char *s = "abc";
  printf("%d\n", s[n - 1]);
  // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}source_string_literal.c:[[@LINE+2]]:18: 1 byte(s) above upper bound
  // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}__mpx_b_s{{[^;]*}}source_string_literal.c:[[@LINE+1]]:18"
  printf("%d\n", s[n]);
  return 0;
}
