// Bounds source: posix_memalign(&v, align, size) stores size-byte bounds with
// the pointer it writes to v, so a pointer read back from v has them.
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

#ifdef OK
static volatile int i = 23;
#else
static volatile int i = 24;
#endif

int main(void) {
  void *v = NULL;
  // REWRITE: __mpxw_posix_memalign(&v, 32, 24,
  if (posix_memalign(&v, 32, 24) != 0)
    return 1;
  char *p = v;
  p[0] = 'a';
  // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}source_posix_memalign.c:[[@LINE+2]]:3: 1 byte(s) above upper bound
  // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_b_p{{[^;]*}}source_posix_memalign.c:[[@LINE+1]]:3"
  p[i] = 'b';
  printf("%c\n", p[0]);
  free(v);
  return 0;
}
