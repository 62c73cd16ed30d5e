// A pointer loaded from a struct field keeps its lower bound too: reading one
// element before the start through it is reported below the lower bound.
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

struct view {
  const short *first;
  int count;
};

static int before(const struct view *v, int back) {
  // REPORT: mpx: bounds violation: read of size 2 at 0x{{[0-9a-f]+}} in before at {{.*}}stored_pointer_below.c:[[@LINE+1]]:{{[0-9]+}}: 2 byte(s) below lower bound
  return v->first[-back];
}

int main(int argc, char **argv) {
  (void)argv;
  short *data = malloc(4 * sizeof(short));
  for (int i = 0; i < 4; i++)
    data[i] = (short)(i + 10);
  struct view *v = malloc(sizeof *v);
  v->first = data;
  v->count = 4;
  printf("%d\n", before(v, argc - 1 + OVER));
  free(v);
  free(data);
  return 0;
}
