// --narrow=innermost on a two-dimensional array field: p->grid[1] is the
// row's bounds under innermost, so p->grid[1][4] (which is grid[2][0]) is
// reported there; by default the field's bounds (all of grid) apply and the
// access runs clean.  An overflow out of the whole field is reported in both.
//
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- > %t.c && %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.actual && diff %t.expected %t.actual
// RUN: not --crash %t whole 2>&1 | FileCheck %s --check-prefix=WHOLE
// RUN: %mpx-rewrite --narrow=innermost %s -- > %t.inner.c && %cc %cflags %t.inner.c -o %t.inner %mpxrt
// RUN: not --crash %t.inner 2>&1 | FileCheck %s --check-prefix=INNER

#include <stdio.h>
#include <stdlib.h>

struct board {
  int turn;
  char grid[3][4];
  int score;
};

static volatile int col = 4;
static volatile int far = 12;

int main(int argc, char **argv) {
  (void)argv;
  struct board *b = calloc(1, sizeof *b);
  b->score = 9;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      b->grid[i][j] = 'a' + i * 4 + j;
  if (argc > 1) {
    char *g = &b->grid[0][0];
    // WHOLE: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}innermost_field.c:[[@LINE+1]]:20: 1 byte(s) above upper bound of
    printf("%d\n", g[far]);
  }
  // INNER: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}innermost_field.c:[[@LINE+1]]:21: 1 byte(s) above upper bound of
  printf("%c %d\n", b->grid[1][col], b->score);
  free(b);
  return 0;
}
