// A string literal passed as an argument carries the literal's bounds (its
// NUL included): reading the NUL is fine, reading past it is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

// REWRITE: int __mpxc_count_to(const char *s, int n, __mpx_bnd __mpx_b_s
int count_to(const char *s, int n) {
  int c = 0;
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in count_to at {{.*}}string_literal_arg.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    c += s[i] == 'a';
  return c;
}

int main(void) {
  // REWRITE: "banana"{{.*}}__mpx_make_to(&({{[^)]*}}), {{.*}}, 7){{.*}}__mpxc_count_to(
  printf("%d\n", count_to("banana", 7));
#ifndef OK
  printf("%d\n", count_to("banana", 8));
#endif
  return 0;
}
