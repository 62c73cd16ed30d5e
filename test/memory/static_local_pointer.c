// A function-local static pointer initialised with an array
// (static char *p = buf;) gets the array's bounds before its first use, and
// keeps them across calls.
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

static char buf[6] = "hello";

static char next(int i) {
  static char *p = buf;
  // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in next at {{.*}}static_local_pointer.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  return p[i];
}

int main(int argc, char **argv) {
  (void)argv;
  for (int i = argc - 1; i < argc + 4; i++)
    putchar(next(i));
  putchar('\n');
  fflush(stdout);
  // next(argc + 4) is the NUL; one more is past the array.
  printf("%d\n", next(argc + 4 + OVER));
  return 0;
}
