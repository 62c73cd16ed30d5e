// A `const char *const` global in a local aggregate's brace list
// (`struct buf in = { S, 4 };`, zstd's tests/legacy.c): clang folds the
// constant, but its value points at the string, not at S.  The member
// gets the string's bounds, as the value's own (the table's), not those of
// the 8-byte pointer object S (71 false reports in zstd's legacy decoder
// test before).  An index past the string's end is reported against them.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: not --crash %t past 2>&1 | FileCheck %s --check-prefix=REPORT

#include <stdio.h>

struct buf {
  const char *src;
  int n;
};

const char *const S = "hello world!";
static const char *const T = "abc";

__attribute__((noinline)) static int get(const struct buf *b) {
  // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in get at {{.*}}const_pointer_global_in_brace_init.c:[[@LINE+1]]:10: 1 byte(s) above upper bound of
  return b->src[b->n];
}

int main(int argc, char **argv) {
  (void)argv;
  struct buf in = {S, 4};
  struct buf two[2] = {{T, 2}, {S + 1, 3}};
  // OK: o c o
  printf("%c %c %c\n", get(&in), get(&two[0]), get(&two[1]));
  if (argc > 1) {
    struct buf past = {S, 13};
    printf("%c\n", get(&past));
  }
  return 0;
}
