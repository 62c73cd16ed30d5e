// Checked accesses and table loads are written as casts of the helpers'
// results to the lvalue's pointer type; the helpers yield pointers, so the
// output adds no -Wbad-function-cast (libtommath builds with it: 1 678
// warnings when they yielded integers), with gcc and clang.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s < %t.c
// RUN: gcc %cflags -Wbad-function-cast -Wcast-qual %t.c -o %t.gcc %mpxrt
// RUN: clang-19 %cflags -Wbad-function-cast -Wcast-qual %t.c -o %t.clang %mpxrt
// RUN: %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %t.clang | FileCheck %s --check-prefix=OUT

#include <stdio.h>

typedef struct {
  int used;
  unsigned long *dp;
} mp_int;

// CHECK: (*(const unsigned long *)__mpx_check_r
static int get(const mp_int *a) { return a->used + (int)a->dp[0]; }

int main(void) {
  unsigned long digits[2] = {40, 0};
  mp_int a = {2, digits};
  // OUT: 42
  printf("%d\n", get(&a));
  return 0;
}
