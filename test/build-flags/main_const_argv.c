/* main may declare argv `const char **` (or `char *const *`): the
 * forwarder hands it to the runtime, which takes any of them without a
 * warning (-Wincompatible-pointer-types, -Wcast-qual), and argv keeps its
 * exact bounds.
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: %cc %cflags -Wcast-qual %t.c -o %t %mpxrt
 * RUN: clang-19 %cflags -Wcast-qual %t.c -o %t.clang %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: %run %t.clang | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stdio.h>

int main(int argc, const char **argv) {
  int i = argc > 1 ? argc + 1 : 0;
  // CHECK: 1 ok
  // BAD: mpx: bounds violation: read of size 8 {{.*}}main_const_argv.c:[[@LINE+1]]:31: 1 byte(s) above upper bound
  printf("%d %s\n", argc, i ? argv[i] : "ok");
  return 0;
}
