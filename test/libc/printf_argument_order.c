// A checked printf evaluates its arguments where and in the order the
// compiler evaluates them: the call keeps its shape (only the callee
// changes), so arguments with side effects print what the plain build
// prints, whichever order the compiler chose, and -Wformat still checks
// them against a literal format.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %cc %cflags %s -o %t.plain && %run %t.plain > %t.expected
// RUN: %run %t > %t.actual 2>&1
// RUN: diff %t.expected %t.actual
// RUN: %resolve-sites %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: not %cc %cflags -c -DWRONG %t.c -o /dev/null 2>&1 | FileCheck %s --check-prefix=WFORMAT

#include <stdio.h>

static int counter;
static char names[3][8] = {"zero", "one", "two"};

static int next(void) { return ++counter; }
static const char *name(void) { return names[counter % 3]; }

int main(void) {
  // REWRITE: __mpx_printf("{{.*}}printf_argument_order.c:[[@LINE+1]]:3", "main", 3, "%d %d %s %d\n", next(), next(),
  printf("%d %d %s %d\n", next(), next(), name(), counter);
  char buf[32];
  snprintf(buf, sizeof buf, "%s-%d-%s", name(), next(), name());
  puts(buf);
  fprintf(stdout, "%d %s\n", next(), name());
#ifdef WRONG
  // WFORMAT: error: format {{.*}}type 'char *'
  printf("%d\n", buf);
#endif
  return 0;
}
