// A callee returns a pointer to its static array; the caller's read past the
// array's end is reported (the bounds come back with the result).
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

// REWRITE: const char *__mpxc_digits(__mpx_bnd *__mpx_rb)
const char *digits(void) {
  static const char d[10] = {'0', '1', '2', '3', '4', '5', '6', '7', '8', '9'};
  return d;
}

int main(void) {
  const char *d = digits();
#ifdef OK
  int n = 10;
#else
  int n = 11;
#endif
  int sum = 0;
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}return_static_array.c:[[@LINE+1]]:12: 1 byte(s) above upper bound
    sum += d[i] - '0';
  printf("%d\n", sum);
  return 0;
}
