// Narrowing exemption: a trailing `char data[1]` (the old "struct hack") is
// not narrowed by default: it runs to the end of the allocation, so writing
// past its declared size inside the allocation runs clean, and one byte past
// the allocation is reported.  --strict-flex-arrays narrows it to its one
// element, and data[1] is then reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual
// RUN: %mpx-rewrite --strict-flex-arrays %s -- -DOK > %t.strict.c && %cc %cflags -DOK %t.strict.c -o %t.strict %mpxrt
// RUN: not --crash %t.strict 2>&1 | FileCheck %s --check-prefix=STRICT

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

struct buffer {
  int len;
  char data[1];
};

#ifdef OK
static volatile int extra = 0;
#else
static volatile int extra = 1;
#endif

int main(void) {
  int n = 20;
  struct buffer *b = malloc(offsetof(struct buffer, data) + n);
  b->len = n;
  for (int i = 0; i < n + extra; i++)
    // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}flex_array_one.c:[[@LINE+2]]:5: 1 byte(s) above upper bound of
    // STRICT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}flex_array_one.c:[[@LINE+1]]:5: 1 byte(s) above upper bound of
    b->data[i] = 'a' + i % 26;
  printf("%d %.*s\n", b->len, b->len, b->data);
  free(b);
  return 0;
}
