// A counted loop whose edits besides its checks only change the form of
// the text (here the region that quiets clang's -Wbitwise-instead-of-
// logical around `(a[i] != 0) & (b[i] == 0)`) is versioned: the unchecked
// copy is the loop as written, which needs none of them.  Out of bounds,
// the guard fails and the checked loop reports the access at its line.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: FileCheck %s --check-prefix=TEXT < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: not --crash %t past 2>&1 | FileCheck %s --check-prefix=REPORT
// STATS: loops versioned (checked only when a guard fails): 1
// TEXT: __MPX_LOOP_COPY_BEGIN
// TEXT: __MPX_BOOL_BITWISE_BEGIN

#include <stdio.h>
#include <string.h>

__attribute__((noinline)) static int check(const int *a, const int *b,
                                           int n) {
  int bad = 0;
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in check at {{.*}}guard_form_only_edits.c:[[@LINE+1]]:13: 1 byte(s) above upper bound of
    bad |= (a[i] != 0) & (b[i] == 0);
  return bad;
}

int main(int argc, char **argv) {
  int a[3] = {1, 0, 1}, b[3] = {1, 1, 1};
  // OK: 0
  printf("%d\n", check(a, b, 3));
  if (argc > 1 && !strcmp(argv[1], "past"))
    printf("%d\n", check(a, b, 4));
  return 0;
}
