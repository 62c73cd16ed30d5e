/* __has_feature and __has_attribute in a project file compiled by gcc
 * (expat's memory_sanitizer.h and fallthrough.h: 27 notes per build).
 * gcc 12 has no __has_feature: in a project file it is undefined, as gcc
 * sees it, so the branch taken is gcc's (here the one where clang's
 * answer, yes for c_static_assert, would differ), with no note.
 * __has_attribute is answered by clang; the compiler probe lists gcc's
 * answers for the attributes clang knows, and a test whose answers agree
 * (fallthrough, unused) gets no note.  One whose answers may differ (an
 * attribute clang does not know) keeps its note.
 *
 * REQUIRES: gcc
 * RUN: %mpx-rewrite --compiler=gcc %s -o %t.c -- 2> %t.notes
 * RUN: FileCheck %s --check-prefix=NOTES < %t.notes
 * RUN: gcc %cflags -Wall -Wextra -Werror %t.c -o %t %mpxrt
 * RUN: %run %t | FileCheck %s
 */
#include <stdio.h>

#if defined(__has_feature)
#if __has_feature(c_static_assert)
#define STATIC_ASSERT_KIND "clang's"
#endif
#endif
#ifndef STATIC_ASSERT_KIND
#define STATIC_ASSERT_KIND "gcc's"
#endif

#if defined(__has_attribute)
#if __has_attribute(fallthrough) && __has_attribute(__unused__)
#define FALLTHROUGH __attribute__((fallthrough))
#endif
// NOTES-NOT: warning:
// NOTES: feature_tests_compiler_answer.c:[[@LINE+1]]:{{[0-9]+}}: warning: '__has_attribute' is answered as clang would
#if __has_attribute(mpx_no_such_attribute)
#error "no compiler has it"
#endif
#endif
// NOTES-NOT: warning:
#ifndef FALLTHROUGH
#define FALLTHROUGH
#endif

int main(int argc, char **argv) {
  int n = 0;
  (void)argv;
  switch (argc) {
  case 1:
    n += 1;
    FALLTHROUGH;
  default:
    n += 2;
  }
  // CHECK: gcc's 3
  printf("%s %d\n", STATIC_ASSERT_KIND, n);
  return 0;
}
