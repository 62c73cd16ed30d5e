/* __builtin_assume's argument is not evaluated (nor is
 * __builtin_constant_p's).  xxHash's XXH_ASSERT(c) is XXH_ASSUME(c),
 * `__builtin_assume(c)` for clang; with the loads of `state->bufferedSize
 * == 0` checked, clang said "assumption is ignored because it contains
 * (potential) side-effects" (-Wassume, on by default), and dropped the
 * assumption.  Nothing in these arguments is checked now.
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: FileCheck --check-prefix=REWRITE %s < %t.c
 * RUN: clang-19 %cflags -Wall -Wextra -Werror %t.c -o %t %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stdio.h>

struct state {
  unsigned *buf;
  unsigned n;
};

static unsigned sum(const struct state *s, unsigned i) {
  // REWRITE: __builtin_assume(s->n > 0 && s->buf[0] != 7)
  __builtin_assume(s->n > 0 && s->buf[0] != 7);
  // REWRITE: __builtin_constant_p(s->buf[1])
  unsigned k = __builtin_constant_p(s->buf[1]) ? 1 : 0;
  // BAD: mpx: bounds violation: read of size 4 {{.*}}builtin_assume_unevaluated.c:[[@LINE+1]]:14: 1 byte(s) above upper bound
  return k + s->buf[i];
}

int main(int argc, char **argv) {
  (void)argv;
  unsigned b[2] = {1, 2};
  struct state s = {b, 2};
  // CHECK: 2
  printf("%u\n", sum(&s, (unsigned)argc));
  return 0;
}
