// Bit-fields are checked on their storage unit through the pointer they are
// reached by: a bit-field write through a pointer one element past an array
// of structs is reported; the correct program, which packs and unpacks
// bit-fields of every element, runs clean in every --narrow mode.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual
// RUN: %mpx-rewrite --narrow=none %s -- -DOK > %t.none.c && %cc %cflags -DOK %t.none.c -o %t.none %mpxrt && %t.none > %t.none.actual
// RUN: diff %t.expected %t.none.actual
// RUN: %mpx-rewrite --narrow=innermost %s -- -DOK > %t.inner.c && %cc %cflags -DOK %t.inner.c -o %t.inner %mpxrt && %t.inner > %t.inner.actual
// RUN: diff %t.expected %t.inner.actual

#include <stdio.h>
#include <stdlib.h>

struct pixel {
  unsigned r : 5;
  unsigned g : 6;
  unsigned b : 5;
};

#ifdef OK
static volatile int n = 4;
#else
static volatile int n = 5;
#endif

static void paint(struct pixel *px, int count) {
  for (int i = 0; i < count; i++) {
    struct pixel *q = &px[i];
    // REPORT: mpx: bounds violation: {{read|write}} of size {{[0-9]+}} at 0x{{[0-9a-f]+}} in paint at {{.*}}bitfield_access.c:[[@LINE+1]]:5: {{[0-9]+}} byte(s) above upper bound of
    q->r = i;
    q->g = 2 * i + 1;
    q->b = 31 - i;
  }
}

int main(void) {
  struct pixel *img = malloc(4 * sizeof *img);
  paint(img, n);
  for (int i = 0; i < 4; i++)
    printf("%u %u %u\n", img[i].r, img[i].g, img[i].b);
  free(img);
  return 0;
}
