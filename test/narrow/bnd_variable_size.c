// Narrowing exemption: a field marked __attribute__((bnd_variable_size)) is
// never narrowed (GCC's attribute for variable-sized trailing arrays declared
// with a size other than [], [0], [1]): writing past its declared size inside
// the allocation runs clean, one byte past the allocation is reported.  The
// rewriter knows the attribute without any #include; the plain compile gets it
// defined away by mpxrt.h.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -include mpxrt.h -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

struct buffer {
  int len;
  char data[4] __attribute__((bnd_variable_size));
};

#ifdef OK
static volatile int extra = 0;
#else
static volatile int extra = 1;
#endif

int main(void) {
  int n = 24;
  struct buffer *b = malloc(offsetof(struct buffer, data) + n);
  b->len = n;
  char *d = b->data;
  for (int i = 0; i < n + extra; i++)
    // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}bnd_variable_size.c:[[@LINE+1]]:5: 1 byte(s) above upper bound of
    d[i] = 'a' + i % 26;
  printf("%d %.*s\n", b->len, b->len, b->data);
  free(b);
  return 0;
}
