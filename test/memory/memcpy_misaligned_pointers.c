// Pointers moved by memcpy/memmove keep their bounds whatever the bytes'
// alignment: into a byte buffer at an odd offset, from one odd offset to
// another, over an overlap by one byte, and back into an aligned array.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s --check-prefix=OUT
// RUN: not --crash %run %t out 2>&1 | FileCheck %s --check-prefix=OUT-OF-BUFFER
// RUN: not --crash %run %t shifted 2>&1 | FileCheck %s --check-prefix=SHIFTED

#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  const char *what = argc > 1 ? argv[1] : "";
  int a[4] = {1, 2, 3, 4};
  int *tab[3] = {a, a + 1, a + 2};
  char buf[64], buf2[64];
  memcpy(buf + 3, tab, sizeof tab);
  int *back[3];
  memmove(back, buf + 3, sizeof back);
  memcpy(buf2 + 5, buf + 3, sizeof tab);
  memmove(buf2 + 6, buf2 + 5, sizeof tab);
  int *again[3];
  memcpy(again, buf2 + 6, sizeof again);
  // OUT-OF-BUFFER: mpx: bounds violation: read of size 4 {{.*}} in main at {{.*}}memcpy_misaligned_pointers.c:[[@LINE+1]]:
  int x = back[2][!strcmp(what, "out") ? 2 : 1];
  // SHIFTED: mpx: bounds violation: read of size 4 {{.*}} in main at {{.*}}memcpy_misaligned_pointers.c:[[@LINE+1]]:
  int y = again[0][!strcmp(what, "shifted") ? 4 : 3];
  // OUT: 4 4
  printf("%d %d\n", x, y);
  return 0;
}
