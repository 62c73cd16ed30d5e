// A char ** passed to a function: the char * it loads through it (*pp)
// keeps the bounds stored with it, so the callee's overflow is reported.
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

static void fill(char **pp, int n) {
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in fill at {{.*}}pointer_to_pointer.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
    (*pp)[i] = (char)('0' + i);
}

int main(int argc, char **argv) {
  (void)argv;
  char **pp = malloc(sizeof *pp);
  *pp = malloc(argc + 4);
  fill(pp, argc + 4 + OVER);
  printf("%.5s\n", *pp);
  free(*pp);
  free(pp);
  return 0;
}
