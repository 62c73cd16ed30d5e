// memcpy of an array of pointers copies their bounds table entries, so a
// pointer read from the copy is still checked against its allocation.
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
  char *src[3], *dst[3];
  for (int i = 0; i < 3; i++) {
    src[i] = malloc(argc + i + 1);
    memset(src[i], 'a' + i, argc + i);
    src[i][argc + i] = '\0';
  }
  memcpy(dst, src, sizeof src);
  printf("%s %s %s\n", dst[0], dst[1], dst[2]);
  fflush(stdout);
  int n = OVER ? argc + 2 : argc;
  // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}memcpy_pointer_array.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  dst[1][n] = 'z';
  printf("%s\n", src[1]);
  for (int i = 0; i < 3; i++)
    free(src[i]);
  return 0;
}
