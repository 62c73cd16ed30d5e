/* Under gcc -std=c89 -pedantic -Werror a local array initialised with
 * string literals and addresses of static objects stays a constant brace
 * list: their bounds are stored by a declaration after it, read from the
 * array itself.
 *
 * RUN: %mpx-rewrite %s -- -std=c89 > %t.c
 * RUN: %cc %opt -std=c89 -pedantic -Wall -Wextra -Werror -Wdeclaration-after-statement -I%S/../../runtime/include %t.c -o %t %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stdio.h>

static char buf[4] = "abc";

struct pair {
  const char *name;
  char *data;
};

static const char *day(int i, int j) {
  const char *names[3] = {"Sun", "Mon", "Tue"};
  struct pair p[2] = {{"x", buf + 1}, {0, buf}};
  int k = j;
  /* BAD: mpx: bounds violation: read of size 1 {{.*}}constant_pointer_array_c89.c:[[@LINE+2]]:9: 1 byte(s) above upper bound
   */
  (void)p[i].data[k];
  return &names[i][k];
}

int main(int argc, char **argv) {
  (void)argv;
  /* CHECK: on
   */
  printf("%s\n", day(1, argc > 1 ? 4 : 1));
  return 0;
}
