// glibc's putc (a macro in some glibc versions) around an access,
// putc(s[i], stdout): checked and reported at the line of the putc.
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

#include <stdio.h>

// STATS: accesses left unchecked: 0
static void put(const char *s, int n) {
  for (int i = 0; i < n; i++)
    // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}, __mpx_b_s, "{{[^"]*}}putc_access.c:[[#@LINE+2]]:{{[0-9]+}}", "put")
    // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in put at {{.*}}putc_access.c:[[@LINE+1]]:
    putc(s[i], stdout);
  putc('\n', stdout);
  fflush(stdout);
}

int main(void) {
  char word[5] = {'h', 'e', 'l', 'l', 'o'};
  put(word, 5);
#ifndef OK
  put(word, 6);
#endif
  return 0;
}
