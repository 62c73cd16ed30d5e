// A format variable is passed to printf as written (the compiler's format
// checks read it), its bounds handed to the wrapper beside the call: an
// unterminated local array, a const array one byte too short for its
// literal's NUL, and an unterminated array handed to a user function with
// the format attribute, which hands it on to vfprintf, are each reported as
// the read one byte past them.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags -Wno-format-security -Wno-format-nonliteral %t.c -o %t %mpxrt
// RUN: not --crash %run %t local 2>&1 | FileCheck %s --check-prefix=LOCAL
// RUN: not --crash %run %t global 2>&1 | FileCheck %s --check-prefix=GLOBAL
// RUN: not --crash %run %t user 2>&1 | FileCheck %s --check-prefix=USER
// RUN: %run %t ok | FileCheck %s --check-prefix=OK

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

char global[3] = {'%', 'd', '!'}; // no NUL

__attribute__((format(printf, 1, 2))) static void say(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  // USER: mpx: bounds violation: read of size 5 at 0x{{[0-9a-f]+}} in say at {{.*}}format_variable_overflow.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  vfprintf(stdout, fmt, ap);
  va_end(ap);
}

int main(int argc, char **argv) {
  const char *m = argc > 1 ? argv[1] : "ok";
  char f[4];
  memcpy(f, "%d%%", 4); // no NUL
  if (!strcmp(m, "local"))
    // LOCAL: mpx: bounds violation: read of size 5 at 0x{{[0-9a-f]+}} in main at {{.*}}format_variable_overflow.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    printf(f, 1);
  if (!strcmp(m, "global"))
    // GLOBAL: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}format_variable_overflow.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    printf(global, 2);
  if (!strcmp(m, "user"))
    say(f, 3);
  // OK: 4 fine
  char good[8] = "%d fine";
  printf(good, 4);
  putchar('\n');
  return 0;
}
