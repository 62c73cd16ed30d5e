/* `static` on the prototype only: the definition has internal linkage, and
 * so do its clone and its forwarder (static, marked unused), with or
 * without a caller, under gcc and clang with -Wall -Wextra -Werror.  Two
 * files with such a function link together.
 *
 * RUN: %mpx-rewrite %s -- -DUSED -DMAIN > %t.used.c
 * RUN: %mpx-rewrite %s -- > %t.unused.c
 * RUN: %cc %cflags -DUSED -DMAIN -c %t.used.c -o %t.used.o
 * RUN: clang-19 %cflags -DUSED -DMAIN -c %t.used.c -o %t.used.clang.o
 * RUN: %cc %cflags -c %t.unused.c -o %t.unused.o
 * RUN: clang-19 %cflags -c %t.unused.c -o %t.unused.clang.o
 * RUN: %cc %cflags %t.used.o %t.unused.o -o %t %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stdio.h>

static int scan(char *p, int *out);
#ifdef USED
int run(char *s, int i);
int run(char *s, int i) {
  int v;
  return scan(s + i, &v) ? v : -1;
}
#endif
int scan(char *p, int *out) {
  // BAD: mpx: bounds violation: read of size 1 {{.*}}static_prototype_definition.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
  *out = p[0];
  return 1;
}

#ifdef MAIN
int main(int argc, char **argv) {
  char s[2] = "A";
  (void)argv;
  // CHECK: 65
  printf("%d\n", run(s, argc > 1 ? 2 : 0));
  return 0;
}
#endif
