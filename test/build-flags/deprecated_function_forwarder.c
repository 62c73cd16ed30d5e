/* A deprecated function defined in the file: its forwarder names it (the
 * hand-off key), and gcc warns of that use (-Wdeprecated-declarations)
 * where the original has none.  The forwarder is written with the warning
 * off; the function stays deprecated for its callers.
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: %cc %cflags %t.c -o %t %mpxrt
 * RUN: clang-19 %cflags %t.c -o %t.clang %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: %run %t.clang | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stdio.h>

__attribute__((deprecated("use second"))) char first(const char *s, int i);

char second(const char *s, int i) { return s[i]; }
char first(const char *s, int i) { return second(s, i); }

int main(int argc, char **argv) {
  char buf[3] = "ab";
  char (*f)(const char *, int) = second;
  (void)argv;
  // CHECK: a b
  printf("%c %c\n", f(buf, 0), second(buf, 1));
  // BAD: mpx: bounds violation: read of size 1 {{.*}}deprecated_function_forwarder.c:[[@LINE-9]]:44: 1 byte(s) above upper bound
  if (argc > 1)
    printf("%c\n", f(buf, 3));
  return 0;
}
