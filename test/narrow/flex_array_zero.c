// Narrowing exemption: a trailing flexible array member `char data[0]` (the GNU zero-length array) is not
// narrowed: it runs to the end of the allocation, so writing all of the
// allocated data runs clean; one byte past the allocation is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

struct buffer {
  int len;
  char data[0];
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
  char *d = b->data;
  for (int i = 0; i < n + extra; i++)
    // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}flex_array_zero.c:[[@LINE+1]]:5: 1 byte(s) above upper bound of
    d[i] = 'a' + i % 26;
  printf("%d %.*s\n", b->len, b->len, b->data);
  free(b);
  return 0;
}
