// A format the compiler reads as a string literal stays one in the
// rewritten call, so that a build with -Wformat=2 -Werror (format-security,
// format-nonliteral) builds as before and -Wformat still checks the
// arguments: a literal, c ? "a" : "b", a const array initialised with a
// literal, gettext("..."), a literal handed to a user function with the
// format attribute (held with its other arguments), and a format parameter
// handed on to vfprintf and vsnprintf.  The output is the plain program's.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags -Wformat=2 %t.c -o %t %mpxrt
// RUN: %cc %cflags -Wformat=2 %s -o %t.plain && %run %t.plain a b > %t.expected
// RUN: %run %t a b > %t.actual 2>&1
// RUN: diff %t.expected %t.actual
// The compiler's -Wformat checks still see the rewritten calls:
// RUN: %mpx-rewrite %s -- -DWRONG > %t.wrong.c
// RUN: not %cc %cflags -DWRONG %t.wrong.c -c -o %t.wrong.o 2>&1 | FileCheck %s --check-prefix=WRONG

#include <libintl.h>
#include <stdarg.h>
#include <stdio.h>

static const char usage[] = "usage: %s [file]\n";

__attribute__((format(printf, 2, 3))) static void note(int level,
                                                       const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  printf("%d: ", level);
  vfprintf(stdout, fmt, ap);
  va_end(ap);
}

__attribute__((format(printf, 1, 2))) static int fit(const char *fmt, ...) {
  char buf[16];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  puts(buf);
  return n;
}

int main(int argc, char **argv) {
  (void)argv;
  for (int i = 0; i < argc; i++)
    printf(i + 1 < argc ? "x " : "x\n");
  printf(usage, "prog");
  printf(gettext("plain\n"));
  printf(gettext("%d arguments\n"), argc);
  note(2, "%s and %d\n", "words", argc);
  note(argc, argc > 2 ? "many\n" : "few\n");
  char line[32];
  snprintf(line, sizeof line, argc > 2 ? "%d!" : "%d?", argc);
  puts(line);
  printf("%d\n", fit("%s-%s-%s", "abcdef", "ghijkl", "mnopqr"));
#ifdef WRONG
  // WRONG: format_kept_for_compiler_checks.c:[[@LINE+1]]:{{[0-9]+}}: error: format {{.*(%d.*char|int.*char)}}
  printf(argc > 2 ? "%d\n" : "%d\n", "not a number");
#endif
  return 0;
}
