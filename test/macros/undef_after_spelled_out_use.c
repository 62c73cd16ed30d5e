// A macro whose uses the instrumented text spells out, #undef'd later in
// the file (bzip2's blocksort.c defines its helpers before a function and
// undefines them after it), stays used for -Wunused-macros: a `defined`
// test right before each #undef keeps it used where the warning is given,
// at the #undef, as the one at the end of the file does for the macros
// still defined there.  A macro undefined without having been used still
// warns, as it does in the original.  Both gcc and clang compile the output
// with -Werror.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s < %t.c
// RUN: %cc %cflags -Wunused-macros %s -o %t.plain
// RUN: %cc %cflags -Wunused-macros %t.c -o %t %mpxrt
// RUN: clang-19 %cflags -Wunused-macros %t.c -o %t.clang %mpxrt
// RUN: not gcc %cflags -Wunused-macros -DNEVER_USED %t.c -o %t.bad %mpxrt 2>&1 | FileCheck %s --check-prefix=UNUSED
// RUN: %t.plain > %t.expected && %t > %t.actual && diff %t.expected %t.actual
// RUN: %t.clang > %t.actual2 && diff %t.expected %t.actual2

#include <stdio.h>

#define SWAP(a, i, j)                                                          \
  do {                                                                         \
    int t_ = (a)[i];                                                           \
    (a)[i] = (a)[j];                                                           \
    (a)[j] = t_;                                                               \
  } while (0)
#define AT(a, i) ((a)[i])

static void reverse(int *a, int n) {
  for (int i = 0, j = n - 1; i < j; i++, j--)
    SWAP(a, i, j);
}

static int first(const int *a) { return AT(a, 0); }

// CHECK: #if defined(SWAP)
// CHECK-NEXT: #endif
// CHECK-NEXT: #undef SWAP
#undef SWAP
// CHECK: #if defined(AT)
// CHECK-NEXT: #endif
// CHECK-NEXT: #undef AT
#undef AT

#ifdef NEVER_USED
#define LONELY 1
// UNUSED: macro "LONELY" is not used
#undef LONELY
#endif

int main(void) {
  int a[5] = {1, 2, 3, 4, 5};
  reverse(a, 5);
  printf("%d %d %d\n", first(a), a[2], a[4]);
  return 0;
}
