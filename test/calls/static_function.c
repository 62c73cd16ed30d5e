// A static function gets a clone with bounds parameters and, since its
// address is never taken, no forwarder; the overflow inside it is caught.
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
#include <string.h>

// REWRITE: static int __mpxc_count(const char *s, int n, __mpx_bnd __mpx_b_s
// REWRITE-NOT: {{^}}static int count(
// REWRITE-NOT: } static int count(
static int count(const char *s, int n) {
  int c = 0;
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in count at {{.*}}static_function.c:[[@LINE+1]]:9: 1 byte(s) above upper bound
    if (s[i] == 'l')
      c++;
  return c;
}

int main(void) {
  char word[5];
  memcpy(word, "hello", 5);
#ifdef OK
  printf("%d\n", count(word, 5));
#else
  printf("%d\n", count(word, 6));
#endif
  return 0;
}
