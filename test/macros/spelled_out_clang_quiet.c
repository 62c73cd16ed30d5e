// Clang is quiet about some of what a macro writes: an empty statement
// left by an empty macro (yyjson's `gcc_store_barrier(src[i]);`), code
// after a macro's return (bzip2's `AssertH ( 0, 6001 )`), a macro's
// self-comparison.  A macro the rewriter spells out (an access in it is
// checked) is put between __MPX_MACRO_TEXT_BEGIN and __MPX_MACRO_TEXT_END
// (clang's diagnostic push, those warnings ignored, pop; nothing for gcc),
// and so is the `return 0;` it adds to main after main's own: the output
// builds with clang's -Wextra-semi-stmt and -Wunreachable-code-aggressive
// under -Werror where the original does, and runs as the original.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s < %t.c
// RUN: clang-19 %cflags -Wextra-semi-stmt -Wunreachable-code-aggressive %s -o %t.plain
// RUN: clang-19 %cflags -Wextra-semi-stmt -Wunreachable-code-aggressive %t.c -o %t.clang %mpxrt
// RUN: gcc %cflags %t.c -o %t.gcc %mpxrt
// RUN: %t.plain > %t.expected
// RUN: %t.clang > %t.actual && diff %t.expected %t.actual
// RUN: %t.gcc > %t.actual2 && diff %t.expected %t.actual2

#include <stdio.h>
#include <stdlib.h>

#define BARRIER(x)
#define STORE(a, i, v) a[i] = v; BARRIER(a[i]);
#define CHECKED_RETURN(a, i) do { return a[i]; abort(); } while (0)
#define SAME(a, i) ((a[i] == a[i]))

// CHECK: __MPX_MACRO_TEXT_BEGIN do { return
static int get(int *a, int i) { CHECKED_RETURN(a, i); }

int main(int argc, char **argv) {
  int a[4] = {0};
  (void)argv;
  // CHECK: __MPX_MACRO_TEXT_BEGIN {{.*}} = 3 ; ; __MPX_MACRO_TEXT_END
  STORE(a, argc, 3)
  if (SAME(a, argc))
    printf("%d\n", get(a, argc));
  return 0;
  // CHECK: {{^}}__MPX_MACRO_TEXT_BEGIN return 0; __MPX_MACRO_TEXT_END } int main(
}
