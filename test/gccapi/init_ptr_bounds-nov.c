// __bnd_init_ptr_bounds(q): q with INIT bounds (allow everything), so an
// access one element past a narrowed array field is not reported; without it
// (the default build here) the same access through s->buf is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -include mpxrt.h -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual
// RUN: FileCheck %s --check-prefix=OUT < %t.actual

#include <stdio.h>
#include <stdlib.h>

struct block {
  int buf[10];
  int after;
};

static volatile int k = 10;

int main(void) {
  struct block *s = calloc(1, sizeof *s);
#ifdef OK
  int *p = __bnd_init_ptr_bounds(s->buf);
#else
  int *p = s->buf;
#endif
  // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}init_ptr_bounds-nov.c:[[@LINE+1]]:3: 1 byte(s) above upper bound of
  p[k] = 5;
  // OUT: after 5
  printf("after %d\n", s->after);
  free(s);
  return 0;
}
