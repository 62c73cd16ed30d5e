/* strncpy with a size gcc cannot see is above 0 once the checks reload the
 * pointers it is computed from: the zero-size test of the check before the
 * call would split off a path on which gcc sees the call copy no byte, and
 * warn (-Wstringop-truncation, at -O2 and above) where the original has no
 * such path.  The size reaches strncpy through __mpx_opaque_size.
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: %cc %cflags -O2 %t.c -o %t %mpxrt
 * RUN: clang-19 %cflags -O2 %t.c -o %t.clang %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: %run %t.clang | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int add(char **start, size_t *pos, char **end, const char *path,
               size_t len) {
  if (*start + *pos + len < *end) {
    // BAD: mpx: bounds violation: write of size 16 {{.*}}strncpy_size_not_constant.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    strncpy(*start + *pos, path, *end - (*start + *pos));
    *pos += len + 1;
    return 1;
  }
  return 0;
}

int main(int argc, char **argv) {
  char *b = malloc(8);
  char *e = b + (argc > 1 ? 16 : 8);
  size_t pos = 0;
  (void)argv;
  add(&b, &pos, &e, "abc", 3);
  add(&b, &pos, &e, "de", 2);
  // CHECK: abc de
  printf("%s %s\n", b, b + 4);
  free(b);
  return 0;
}
