/* A function declared with `size_t`, called, then defined after a typedef
 * of its own (yyjson: yyjson.h declares `unsafe_yyjson_str_pool_grow(...,
 * size_t count)`, calls it from a static inline function, and yyjson.c
 * defines it with `usize count` after `typedef size_t usize;`).  The
 * clone's prototype before the first caller spelled the definition's
 * parameter types, which do not exist yet there: "unknown type name
 * 'usize'".  It now spells those of the last prototype before the caller.
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: %cc %cflags -Wall -Wextra -Werror %t.c -o %t %mpxrt
 * RUN: clang-19 %cflags -Wall -Wextra -Werror %t.c -o %t.clang %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: %run %t.clang | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stddef.h>
#include <stdio.h>

int grow(char *p, size_t n);

static int use(char *p, size_t n) { return grow(p, n); }

typedef size_t usize;

int grow(char *p, usize n) {
  // BAD: mpx: bounds violation: write of size 1 {{.*}}prototype_type_declared_later.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  p[n - 1] = 'x';
  return p[0];
}

int main(int argc, char **argv) {
  (void)argv;
  char b[2] = "a";
  // CHECK: 120
  printf("%d\n", use(b, (size_t)argc * 2 - 1));
  return 0;
}
