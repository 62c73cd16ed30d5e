// The instrumented output adds no warning to a file that is clean under
// strict flags: statement expressions are marked __extension__ (-pedantic),
// no declaration follows a statement, external clones get prototypes, a
// format stays a literal at the call, function addresses go through an
// integer, and macros whose uses were spelled out stay used (all of them,
// for clang too, which counts `defined` only where it is evaluated).  Both gcc and
// clang compile it with -Werror.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags -pedantic -Wmissing-prototypes -Wdeclaration-after-statement -Wformat=2 -Wunused-macros -Wstrict-prototypes -Wredundant-decls %s -o %t.plain
// RUN: %cc %cflags -pedantic -Wmissing-prototypes -Wdeclaration-after-statement -Wformat=2 -Wunused-macros -Wstrict-prototypes -Wredundant-decls %t.c -o %t %mpxrt
// RUN: clang-19 %cflags -pedantic -Wmissing-prototypes -Wdeclaration-after-statement -Wformat=2 -Wunused-macros -Wstrict-prototypes -Wredundant-decls -Wno-gnu-statement-expression-from-macro-expansion %t.c -o %t.clang %mpxrt
// RUN: %t.plain > %t.expected && %t > %t.actual && diff %t.expected %t.actual
// RUN: %t.clang > %t.actual2 && diff %t.expected %t.actual2

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define AT(p, i) ((p)[i])
#define BACK(p) ((p)[-1])

struct cursor {
  char *pos;
};

int first_of(const int *a);
int sum_va(int n, ...);

int first_of(const int *a) { return AT(a, 0) + BACK(a + 1); }

int sum_va(int n, ...) {
  va_list ap;
  int s = 0;
  int k;
  va_start(ap, n);
  for (k = 0; k < n; k++) {
    const int *p = va_arg(ap, const int *);
    s += *p;
  }
  va_end(ap);
  return s;
}

static int apply(int (*f)(const int *), const int *a) { return f(a); }

int main(void) {
  static int table[3] = {4, 5, 6};
  static int *tp = &table[1];
  char buf[32];
  char text[8] = "abcdef";
  struct cursor c;
  int n;
  c.pos = text;
  c.pos++;
  c.pos += 2;
  n = sprintf(buf, "%d-%s", *tp, c.pos);
  printf("%s %d %d %d %zu\n", buf, n, apply(first_of, table),
         sum_va(2, &table[0], &table[2]), strlen(text));
  return 0;
}
