// A global array of pointers initialised statically with string literals:
// the bounds table holds each string's exact bounds before main runs, so
// names[1][2] (the NUL of "bb") is fine and names[1][3] is reported.
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

char *names[] = {"a", "bb"};

int main(int argc, char **argv) {
  (void)argv;
  int i = argc + 1 + OVER;
  printf("%s %s\n", names[0], names[1]);
  fflush(stdout);
  // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}global_pointer_array.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  char c = names[1][i];
  printf("%d\n", c);
  return 0;
}
