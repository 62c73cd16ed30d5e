// Bounds source: strdup(s) gives strlen(s) + 1 bytes: the copy's NUL is in
// bounds, the byte after it is not.
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
static volatile int i = 5;
#else
static volatile int i = 6;
#endif

int main(void) {
  char src[16] = "hello";
  // REWRITE: char *s = {{.*}}__mpxw_strdup(
  char *s = strdup(src);
  if (!s)
    return 1;
  // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}source_strdup.c:[[@LINE+2]]:3: 1 byte(s) above upper bound
  // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_b_s{{[^;]*}}source_strdup.c:[[@LINE+1]]:3"
  s[i] = 0;
  printf("%s\n", s);
  free(s);
  return 0;
}
