// A versioned loop is compiled twice: the unchecked copy, then the checked
// loop.  The compiler's warnings about the loop's code come once, from the
// checked loop at the original's line and column, as in the plain build:
// the copy is between __MPX_LOOP_COPY_BEGIN and __MPX_LOOP_COPY_END
// (bzip2's `pos[i] = i` under -Wconversion warned twice).
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: gcc %cflags -Wno-error -Wconversion -Wsign-compare -c %t.c -o %t.gcc.o 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: clang-19 %cflags -Wno-error -Wconversion -Wsign-compare -c %t.c -o %t.clang.o 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: gcc %cflags -c %t.c -o %t.o
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %t > %t.actual && diff %t.expected %t.actual

#include <stdio.h>

// REWRITE: __mpx_span_ok
// REWRITE: __MPX_LOOP_COPY_BEGIN
// REWRITE: __MPX_LOOP_COPY_END } else
static unsigned fill(unsigned char *pos, int n) {
  int i;
  unsigned sum = 0;
  // WARN-COUNT-1: versioned_copy_warnings_once.c:[[@LINE+1]]:{{[0-9]+}}: warning: {{.*}}conver
  for (i = 0; i < n; i++) pos[i] = i;
  for (i = 0; i < n; i++)
    sum += pos[i];
  return sum;
}
// WARN-NOT: warning:

int main(void) {
  unsigned char pos[8];
  printf("%u\n", fill(pos, 8));
  return 0;
}
