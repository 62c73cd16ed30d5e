// A dereference spelled in a macro body, #define GET(p) (*(p)): checked,
// reported at the invocation's line, reads and writes alike.
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
#include <stdlib.h>

#define GET(p) (*(p))

// STATS: accesses left unchecked: 0
/* Added to the allocation's size: the compiler cannot see the size, so it
 * does not warn about the deliberate overflow (gcc -O2 -Warray-bounds). */
static volatile size_t opaque_zero = 0;

int main(void) {
  long *h = malloc(3 * sizeof *h + opaque_zero);
  if (!h)
    return 1;
  for (int i = 0; i < 3; i++)
    GET(h + i) = 10 * i;
  printf("%ld %ld %ld\n", GET(h), GET(h + 1), GET(h + 2));
  fflush(stdout);
#ifdef OK
  long *q = h + 2;
#else
  long *q = h + 3;
#endif
  // REWRITE: __mpx_check_w{{p?}}({{.*}}body_deref.c:[[#@LINE+2]]:
  // REPORT: mpx: bounds violation: write of size 8 at 0x{{[0-9a-f]+}} in main at {{.*}}body_deref.c:[[@LINE+1]]:
  GET(q) = -1;
  printf("%ld\n", h[2]);
  free(h);
  return 0;
}
