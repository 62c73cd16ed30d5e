// A string literal passed to a checked libc call through a macro's
// parameter, parenthesised in the macro's body (parson's APPEND_STRING):
// where the literal cannot be written again as spelled, the call passes the
// temporary holding it.  The copies are checked and the program runs.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: not --crash %run %t over 2>&1 | FileCheck %s --check-prefix=REPORT
//
// CHECK: [ab, c]
#include <stdio.h>
#include <string.h>

#define SIZEOF_TOKEN(a) (sizeof(a) - 1)
#define APPEND_STRING(str)                                                     \
  do {                                                                         \
    memcpy(buf, (str), SIZEOF_TOKEN((str)));                                   \
    buf += SIZEOF_TOKEN((str));                                                \
  } while (0)

static volatile size_t end = 7;

int main(int argc, char **argv) {
  (void)argv;
  char out[8];
  char *buf = out;
  APPEND_STRING("[");
  APPEND_STRING("ab");
  APPEND_STRING(", ");
  APPEND_STRING("c]");
  *buf = 0;
  puts(out);
  if (argc > 1) {
    buf = out + end;
    // REPORT: mpx: bounds violation: write of size 2 {{.*}} in main at {{.*}}literal_argument_in_macro.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    APPEND_STRING("xy");
  }
  return 0;
}
