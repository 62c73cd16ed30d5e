/* alloca's result used with no conversion in between: `void *q =
 * alloca(n)`, and an arm of `?:` (stb_vorbis's `temp_alloc(f, size)`:
 * `(f->alloc.alloc_buffer ? setup_temp_malloc(f, size) : alloca(size))`).
 * The text that copies the arm's (or the initialiser's) bounds and the
 * text that makes alloca's bounds wrapped the same node at the same depth,
 * and the copy came first: it read the bounds temporary before alloca's
 * were stored in it (gcc: "'__mpx_t1' is used uninitialized"), and every
 * access through the pointer was reported against [0, 0].
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: %cc %cflags -Wall -Wextra -Werror %t.c -o %t %mpxrt
 * RUN: clang-19 %cflags -Wall -Wextra -Werror %t.c -o %t.clang %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: %run %t.clang | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <alloca.h>
#include <stdio.h>

static char *pool;

static void *from_pool(int n) {
  (void)n;
  return pool;
}

static char *fill(void *mem, int n) {
  char *p = mem;
  // BAD: mpx: bounds violation: write of size 1 {{.*}}alloca_bounds_used_directly.c:[[@LINE+1]]:3: 8 byte(s) above upper bound
  p[n - 1] = 'z';
  return p;
}

#define temp_alloc(size) (pool ? from_pool(size) : alloca(size))

int main(int argc, char **argv) {
  (void)argv;
  void *q = alloca(8);
  void *r;
  r = alloca(4);
  ((char *)q)[7] = 'q';
  ((char *)r)[3] = 'r';
  char *s = pool ? from_pool(8) : alloca(8);
  s[7] = 's';
  char *t = fill(temp_alloc(8), 8 * argc);
  // CHECK: qrsz
  printf("%c%c%c%c\n", ((char *)q)[7], ((char *)r)[3], s[7], t[7]);
  return 0;
}
