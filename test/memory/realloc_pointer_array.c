// realloc of an array of pointers that moves the array copies the bounds
// table entries to the new block: the pointers loaded from it keep their
// bounds.
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

int main(int argc, char **argv) {
  (void)argv;
  char **v = malloc(2 * sizeof *v);
  v[0] = malloc(argc + 1);
  v[1] = malloc(argc + 3);
  strcpy(v[0], "a");
  strcpy(v[1], "bcd");
  // Big enough to make glibc move the block.
  v = realloc(v, 100000 * sizeof *v);
  printf("%s %s\n", v[0], v[1]);
  fflush(stdout);
  int n = argc + 2 + OVER;
  // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}realloc_pointer_array.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  v[1][n] = '\0';
  printf("%s\n", v[1]);
  free(v[0]);
  free(v[1]);
  free(v);
  return 0;
}
