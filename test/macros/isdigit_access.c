// glibc's isdigit around an access, isdigit(s[i]): checked, and an overflow
// is reported at the line of the isdigit.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual
// RUN: %mpx-rewrite --stats %s -- > /dev/null 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats

#include <ctype.h>
#include <stdio.h>

// STATS: accesses left unchecked: 0
static int digits(const char *s, int n) {
  int c = 0;
  for (int i = 0; i < n; i++)
    // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}, __mpx_b_s, "{{[^"]*}}isdigit_access.c:[[#@LINE+2]]:{{[0-9]+}}", "digits")
    // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in digits at {{.*}}isdigit_access.c:[[@LINE+1]]:
    if (isdigit((unsigned char)s[i]))
      c++;
  return c;
}

int main(void) {
  char buf[6] = {'a', '1', 'b', '2', '3', 'c'};
#ifdef OK
  printf("%d\n", digits(buf, 6));
#else
  printf("%d\n", digits(buf, 7));
#endif
  return 0;
}
