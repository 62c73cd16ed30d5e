// glibc's assert around an access, assert(p[i] > 0): the access is checked
// (not lost inside the libc macro's expansion) and reported at the line of
// the assert; the assert's own message still quotes the original text.
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

#include <assert.h>
#include <stdio.h>

// STATS: accesses left unchecked: 0
static int positive_sum(const int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}, __mpx_b_p, "{{[^"]*}}assert_access.c:[[#@LINE+2]]:{{[0-9]+}}", "positive_sum")
    // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in positive_sum at {{.*}}assert_access.c:[[@LINE+1]]:
    assert(p[i] > 0);
    s += p[i];
  }
  return s;
}

int main(void) {
  int v[3] = {4, 5, 6};
#ifdef OK
  printf("%d\n", positive_sum(v, 3));
#else
  printf("%d\n", positive_sum(v, 4));
#endif
  return 0;
}
