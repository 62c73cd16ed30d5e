// -fchkp-flexible-struct-trailing-arrays treats every trailing array as
// flexible, whatever its declared size, as GCC did: a struct declared as a
// variable with a trailing char[4] whose tail is written through the array
// runs clean up to the end of the object (here a larger union member), is
// still reported past it, and without the flag the array keeps its extent.
//
// RUN: %mpx-cc -fchkp-flexible-struct-trailing-arrays %cflags %s -o %t
// RUN: %run %t | FileCheck %s --check-prefix=OUT
// RUN: not --crash %run %t past 2>&1 | FileCheck %s --check-prefix=PAST
// RUN: %mpx-cc %cflags %s -o %t.default
// RUN: not --crash %run %t.default 2>&1 | FileCheck %s --check-prefix=DEFAULT

#include <stdio.h>

struct msg {
  int len;
  char data[4];
};
union space {
  struct msg m;
  char raw[32];
};

int main(int argc, char **argv) {
  (void)argv;
  union space s;
  int n = argc > 1 ? 29 : 28; // data starts 4 bytes in: 28 fit
  for (int i = 0; i < n; i++)
    // DEFAULT: mpx: bounds violation: write of size 1 {{.*}} in main at {{.*}}mpx_cc_flexible_trailing_any_size.c:[[@LINE+2]]:
    // PAST: mpx: bounds violation: write of size 1 {{.*}} in main at {{.*}}mpx_cc_flexible_trailing_any_size.c:[[@LINE+1]]:
    s.m.data[i] = 'a' + i % 26;
  // OUT: ab
  printf("%.2s\n", s.m.data);
  return 0;
}
