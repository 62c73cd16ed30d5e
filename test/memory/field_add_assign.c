// A pointer field advanced in place by a run-time amount (s->cur += n) keeps
// its bounds: the read past the end is reported.
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

struct reader {
  const int *cur;
  int left;
};

int main(int argc, char **argv) {
  (void)argv;
  int *data = malloc(8 * sizeof(int));
  for (int i = 0; i < 8; i++)
    data[i] = i + 1;
  struct reader *r = malloc(sizeof *r);
  r->cur = data;
  r->left = 8;
  int step = argc + 2;
  r->cur += step;
  r->cur += step;
  // cur is at data[6]: [1] is the last element, [2] is one past it.
  int i = argc + OVER;
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}field_add_assign.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  printf("%d\n", r->cur[i]);
  free(r);
  free(data);
  return 0;
}
