// A pointer field advanced in place (s->cur++) keeps its bounds: the write
// through it one step past the end is reported.
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

struct cursor {
  char *base;
  char *cur;
};

int main(int argc, char **argv) {
  (void)argv;
  struct cursor *c = malloc(sizeof *c);
  int n = argc + 3;
  c->base = malloc(n);
  c->cur = c->base;
  int count = OVER ? n + 1 : n - 1;
  for (int i = 0; i < count; i++) {
    // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}field_increment.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
    *c->cur = (char)('a' + i);
    c->cur++;
  }
  *c->cur = '\0';
  printf("%s\n", c->base);
  free(c->base);
  free(c);
  return 0;
}
