// An array of strings built at run time (char *v[3]; v[i] = malloc(...)):
// each element keeps its own allocation's bounds in the bounds table.
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
  char *v[3];
  for (int i = 0; i < 3; i++) {
    v[i] = malloc(i + argc + 1);
    memset(v[i], 'a' + i, i + argc);
    v[i][i + argc] = '\0';
  }
  for (int i = 0; i < 3; i++)
    printf("%s\n", v[i]);
  fflush(stdout);
  int n = OVER ? argc + 2 : argc;
  // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}runtime_string_array.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  v[1][n] = 'z';
  printf("%s\n", v[1]);
  for (int i = 0; i < 3; i++)
    free(v[i]);
  return 0;
}
