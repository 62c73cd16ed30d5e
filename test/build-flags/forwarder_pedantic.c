/* The output uses GNU C only where -pedantic accepts it: statement
 * expressions behind __extension__, and no __auto_type outside them (the
 * forwarder of a function returning a pointer spells the type out).
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: clang-19 -std=c11 -pedantic -Wall -Werror -I%S/../../runtime/include %t.c -o %t.clang %mpxrt
 * RUN: %cc %opt -std=c11 -pedantic -Wall -Werror -I%S/../../runtime/include %t.c -o %t %mpxrt
 * RUN: %run %t.clang | FileCheck %s
 * RUN: %run %t | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stdio.h>

const char *id(const char *p);
const char *id(const char *p) { return p; }

int main(int argc, char **argv) {
  const char *(*f)(const char *) = id;
  const char *s = f("xy");
  (void)argv;
  // CHECK: y
  printf("%c\n", s[1]);
  volatile int three = 3; // gcc -O3 would see the overflow and warn
  // BAD: mpx: bounds violation: read of size 1 {{.*}}forwarder_pedantic.c:[[@LINE+2]]:20: 1 byte(s) above upper bound
  if (argc > 1)
    printf("%c\n", s[three]);
  return 0;
}
