// Access form: a pointer walk, while (*p) p++;, over a buffer that is not
// NUL-terminated runs off its end and is reported at the loop's read.
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
static volatile char last = 0;
#else
static volatile char last = 'd';
#endif

static size_t length(const char *s) {
  const char *p = s;
  // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in length at {{.*}}access_pointer_walk.c:[[@LINE+2]]:10: 1 byte(s) above upper bound
  // REWRITE: __mpx_check_r{{pu?}}(&(*p){{[^;]*}}__mpx_b_p{{[^;]*}}access_pointer_walk.c:[[@LINE+1]]:10"
  while (*p)
    p++;
  return (size_t)(p - s);
}

int main(void) {
  char *buf = malloc(4);
  if (!buf)
    return 1;
  buf[0] = 'a';
  buf[1] = 'b';
  buf[2] = 'c';
  buf[3] = last;
  printf("%zu\n", length(buf));
  free(buf);
  return 0;
}
