/* Visibility "internal" written on a prototype and on the definition (Lua's
 * LUAI_FUNC) is spelled the same on the forwarder: clang reads it as
 * "hidden", and gcc warns about a redeclaration with a different
 * visibility.  The function is still instrumented.
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: FileCheck --check-prefix=OUT %s < %t.c
 * RUN: %cc %cflags %t.c -o %t %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 * OUT-NOT: visibility("hidden"{{[)]+}} int get
 * CHECK: 2
 */
#include <stdio.h>
#define INTERNAL __attribute__((visibility("internal"))) extern

INTERNAL int get(const int *p, int i);
INTERNAL int get(const int *p, int i) {
  // BAD: mpx: bounds violation: read of size 4 {{.*}}visibility_internal.c:[[@LINE+1]]:10
  return p[i];
}

int main(int argc, char **argv) {
  int a[2] = {1, 2};
  (void)argv;
  printf("%d\n", get(a, argc > 1 ? 2 : 1));
  return 0;
}
