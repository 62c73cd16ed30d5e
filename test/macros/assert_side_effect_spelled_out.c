/* glibc's assert(expr) holds `(void) sizeof ((expr) ? 1 : 0)`; with a
 * side effect in expr (a test's assert(copy(&out[n++], ...))) clang's
 * -Wunevaluated-expression is quiet inside the system macro, and the
 * rewriter spells the macro out for the call in its second `expr`: the
 * warning stays off around the sizeof (mpxrt.h).
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: %cc %cflags %t.c -o %t %mpxrt
 * RUN: clang-19 %cflags %t.c -o %t.clang %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: %run %t.clang | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#undef NDEBUG
#include <assert.h>
#include <stdio.h>

static int copy(int *dst, const int *src) {
  // BAD: mpx: bounds violation: write of size 4 {{.*}}assert_side_effect_spelled_out.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  *dst = *src;
  return 1;
}

int main(int argc, char **argv) {
  int out[2], in = 7, n = argc > 1 ? 2 : 0;
  (void)argv;
  assert(copy(&out[n++], &in));
  // CHECK: 7 1
  printf("%d %d\n", out[0], n);
  return 0;
}
