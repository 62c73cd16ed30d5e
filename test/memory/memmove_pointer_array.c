// memmove within an array of pointers (removing the first element) moves the
// bounds table entries with the pointers.
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
  int *v[4];
  for (int i = 0; i < 4; i++)
    v[i] = calloc(argc + i, sizeof(int));
  free(v[0]);
  memmove(&v[0], &v[1], 3 * sizeof v[0]);
  v[3] = NULL;
  int n = argc + 1 + OVER;
  // v[1] is now the array of argc + 2 ints that was v[2].
  // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}memmove_pointer_array.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  v[1][n] = 5;
  printf("%d %d\n", v[1][0], v[1][argc + 1]);
  for (int i = 0; i < 3; i++)
    free(v[i]);
  return 0;
}
