/* __has_attribute written in a macro (brotli's
 * `#define BROTLI_GNUC_HAS_ATTRIBUTE(a, major, minor, patch)
 * __has_attribute(a)`: 219 notes per gcc build).  A test gets no note
 * when clang and the compiler answer alike for the attribute it names,
 * whether the macro's body names it or an argument does, through a macro
 * expanding another; one whose answers may differ keeps its note, at the
 * macro's use.
 *
 * REQUIRES: gcc
 * RUN: %mpx-rewrite --compiler=gcc %s -o %t.c -- 2> %t.notes
 * RUN: FileCheck %s --check-prefix=NOTES < %t.notes
 * RUN: gcc %cflags %t.c -o %t %mpxrt
 * RUN: %run %t | FileCheck %s
 */
#include <stdio.h>

#define HAS_ATTR(a, major) __has_attribute(a)
#define HAS_ALWAYS_INLINE __has_attribute(always_inline)
#define HAS_ATTR_AGAIN(a) HAS_ATTR(a, 0)

// NOTES-NOT: warning:
#if HAS_ATTR(always_inline, 4) && HAS_ALWAYS_INLINE
#define INLINE_KIND "always_inline"
#else
#define INLINE_KIND "none"
#endif
#if HAS_ATTR_AGAIN(cold) && HAS_ATTR(__noinline__, 3)
#define COLD_KIND "cold"
#else
#define COLD_KIND "none"
#endif
// NOTES: feature_tests_through_macros.c:[[@LINE+1]]:5: warning: '__has_attribute' is answered as clang would
#if HAS_ATTR(mpx_no_such_attribute, 1)
#error "no compiler has it"
#endif
// NOTES-NOT: warning:

int main(void) {
  // CHECK: always_inline cold
  printf("%s %s\n", INLINE_KIND, COLD_KIND);
  return 0;
}
