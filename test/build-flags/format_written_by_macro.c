/* A printf-like function of the project given its format and arguments by
 * one macro, as xxhsum does: `XSUM_log(WELCOME_MESSAGE(exename))`, with
 * `#define WELCOME_MESSAGE(exename) "%s %s by %s \n", exename, ...`.  The
 * format is passed to the call as written, so that the compiler checks it,
 * but a literal a macro wrote is no file text the rewriter could copy, and
 * the call passed the temporary holding it: -Wformat-nonliteral (in
 * xxHash's -Wformat=2) with gcc and clang.  The literal is now written
 * from its tokens' spellings, to a function defined in the file (its
 * clone) and to one defined elsewhere.
 *
 * RUN: %mpx-rewrite %s -- > %t.c
 * RUN: %cc %cflags -DOTHER -c %s -o %t.other.o
 * RUN: %cc %cflags -Wall -Wformat=2 -Werror %t.c %t.other.o -o %t %mpxrt
 * RUN: clang-19 %cflags -Wall -Wformat=2 -Werror %t.c %t.other.o -o %t.clang %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: %run %t.clang | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 */
#include <stdarg.h>
#include <stdio.h>

__attribute__((format(printf, 1, 2))) int say(const char *fmt, ...);
__attribute__((format(printf, 1, 2))) int shout(const char *fmt, ...);

#ifdef OTHER
int shout(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vprintf(fmt, ap);
  va_end(ap);
  return r + printf("!\n");
}
#else
#define MESSAGE(name) "%s %s " "%d\n", name, "by", 7

int main(int argc, char **argv) {
  (void)argv;
  char name[4] = "abc";
  // CHECK: abc by 7
  say(MESSAGE(name));
  // CHECK-NEXT: abc by 7
  // CHECK-NEXT: !
  shout(MESSAGE(name));
  // CHECK-NEXT: bc by 7
  say(MESSAGE(name + 3 * argc - 2));
  return 0;
}

int say(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  // BAD: mpx: bounds violation: read of size 1 {{.*}} in say at {{.*}}format_written_by_macro.c:[[@LINE+1]]:11: 1 byte(s) above upper bound
  int r = vprintf(fmt, ap);
  va_end(ap);
  return r;
}
#endif
