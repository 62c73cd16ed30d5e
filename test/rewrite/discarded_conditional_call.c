/* A call in a branch of a `?:` whose value is discarded (a logging macro's
 * `quiet ? 0 : fprintf(...)`, `c ? 0 : memset(...)`): once the call yields
 * its value from a statement expression (a checked libc call, a call that
 * fences the slot caches), clang's -Wunused-value would report it where it
 * reports no call.  The `?:` is cast to void.
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: %cc %cflags %t.c -o %t %mpxrt
 * RUN: clang-19 %cflags %t.c -o %t.clang %mpxrt
 * RUN: %run %t 2>&1 | FileCheck %s
 * RUN: %run %t.clang 2>&1 | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stdio.h>
#include <string.h>

static int quiet;
#define SAY(...) quiet ? 0 : fprintf(stderr, __VA_ARGS__)

static void bench(const char *name, const char *in, int n) {
  int loop;
  for (loop = 1; loop <= 2; loop++) {
    SAY("%d-%s :%d\n", loop, name, n);
    SAY("%d-%s :%d %c\n", loop, name, n, in[0]);
  }
}

int main(int argc, char **argv) {
  char buf[8];
  (void)argv;
  quiet = argc > 2;
  // BAD: mpx: bounds violation: write of size 9 {{.*}}discarded_conditional_call.c:[[@LINE+1]]:23: 1 byte(s) above upper bound
  quiet ? (void *)0 : memset(buf, 'a', argc > 1 ? 9 : 7);
  buf[7] = 0;
  // CHECK: 1-x :7 a
  // CHECK: 2-x :7 a
  bench("x", buf, (int)strlen(buf));
  return 0;
}
