// A pointer stored in a field of a heap struct keeps its bounds through the
// bounds table: the overflow through the pointer loaded back from the field
// is reported, in another function than the one that stored it.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef OK
#define OVER 0
#else
#define OVER 1
#endif

struct buffer {
  int len;
  char *data;
};

static struct buffer *make(int len) {
  struct buffer *b = malloc(sizeof *b);
  b->len = len;
  b->data = malloc(len);
  memset(b->data, 'x', len);
  return b;
}

int main(int argc, char **argv) {
  (void)argv;
  struct buffer *b = make(argc + 7);
  int i = b->len - 1 + OVER;
  // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}heap_struct_field.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  char c = b->data[i];
  printf("%c %d\n", c, b->len);
  free(b->data);
  free(b);
  return 0;
}
