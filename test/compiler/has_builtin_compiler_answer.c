/* A feature test of a builtin clang has and gcc 12 lacks (xxHash:
 * `#if __has_builtin(__builtin_assume)` picks `__builtin_assume(c)` for
 * XXH_ASSUME, else `if (!(c)) { __builtin_unreachable(); }`, and
 * __builtin_rotateleft32 for XXH_rotl32).  __has_builtin was answered as
 * clang would: the rewriter took clang's branch while gcc compiles the
 * other, and wrote the `if` of gcc's branch into an expression ("expected
 * expression before 'if'") and called __builtin_rotateleft32, which gcc
 * does not have.  The compiler probe now lists the `__builtin_*`
 * functions whose __has_builtin the compiler denies, and in a project
 * file __has_builtin of them is the compiler's answer, with no warning.
 *
 * REQUIRES: gcc
 * RUN: %mpx-rewrite --compiler=%cc %s -o %t.c -- 2>&1 | count 0
 * RUN: %mpx-rewrite --compiler=%cc %s -o %t.show.c -- -DSHOW
 * RUN: %cc %cflags -Wall -Wextra -Werror %t.c -o %t %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stdio.h>

#if __has_builtin(__builtin_assume)
#define ASSUME(c) __builtin_assume(c)
#else
#define ASSUME(c)                                                              \
  if (!(c)) {                                                                  \
    __builtin_unreachable();                                                   \
  }
#endif
#if __has_builtin(__builtin_rotateleft32) && __has_builtin(__builtin_expect)
#define ROTL(x, r) __builtin_rotateleft32(x, r)
#else
#define ROTL(x, r) (((x) << (r)) | ((x) >> (32 - (r))))
#endif
#ifdef SHOW // gcc's answers, then clang's builtins again
#if __has_builtin(__builtin_assume) || __has_builtin(__builtin_rotateleft32)
#error the answer of clang
#elif !__has_builtin(__builtin_expect) || __has_builtin(__builtin_bitreverse8)
#error the answer of clang
#endif
static unsigned clang_builtin(unsigned x) { return __builtin_bitreverse32(x); }
#endif

struct state {
  unsigned *buf;
  unsigned n;
};

static unsigned hash(struct state *s, unsigned i) {
  unsigned h = 0;
  ASSUME(s->n > 0);
  // BAD: mpx: bounds violation: read of size 4 {{.*}}has_builtin_compiler_answer.c:[[@LINE+1]]:8: 1 byte(s) above upper bound
  h += ROTL(s->buf[i], 5);
  return h;
}

int main(int argc, char **argv) {
  (void)argv;
  unsigned b[2] = {1, 2};
  struct state s = {b, 2};
  // CHECK: 32
  printf("%u\n", hash(&s, 2u * ((unsigned)argc - 1)));
  return 0;
}
