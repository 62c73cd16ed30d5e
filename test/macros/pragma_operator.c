// A _Pragma operator in a macro whose invocation is spelled out (to check an
// access inside it) is kept: here it silences -Wsign-compare for the loop,
// which -Werror would otherwise reject, and GCC's unroll hint survives.
//
// RUN: %mpx-rewrite %s -- -Wall -Wextra > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s --check-prefix=OUT
// RUN: not --crash %run %t over 2>&1 | FileCheck %s --check-prefix=REPORT

#include <stdio.h>

#define QUIET_BEGIN                                                            \
  _Pragma("GCC diagnostic push")                                               \
      _Pragma("GCC diagnostic ignored \"-Wsign-compare\"")
#define QUIET_END _Pragma("GCC diagnostic pop")
#define FILL(p, n, v)                                                          \
  do {                                                                         \
    QUIET_BEGIN for (int i = 0; i < (unsigned)(n); i++)(p)[i] = (v);           \
    QUIET_END                                                                  \
  } while (0)
#define SUM(p, n, s)                                                           \
  do {                                                                         \
    _Pragma("GCC unroll 2") for (int j = 0; j < (n); j++) s += (p)[j];         \
  } while (0)

// REWRITE: do { _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored
// \"-Wsign-compare\"") for ( REWRITE-SAME: _Pragma("GCC diagnostic pop") }
// while ( 0 ) __MPX_MACRO_TEXT_END ; REWRITE: _Pragma("GCC unroll 2") for (
int main(int argc, char **argv) {
  (void)argv;
  int a[4];
  int n = argc > 1 ? 5 : 4;
  // REPORT: mpx: bounds violation: write of size 4 {{.*}} in main at {{.*}}pragma_operator.c:[[@LINE+1]]:
  FILL(a, n, 7);
  int s = 0;
  SUM(a, 4, s);
  // OUT: 7 28
  printf("%d %d\n", a[3], s);
  return 0;
}
