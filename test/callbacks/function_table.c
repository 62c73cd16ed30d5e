// A callback in a table of function pointers (ops->handler(buf, n)) gets its
// argument's bounds through the hand-off, so its overflow of the caller's
// buffer is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef OK
#define OVER 0
#else
#define OVER 1
#endif

struct ops {
  const char *name;
  void (*handler)(char *buf, int n);
};

static void fill(char *buf, int n) {
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in fill at {{.*}}function_table.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
    buf[i] = '#';
}

static void clear(char *buf, int n) { memset(buf, 0, n); }

static const struct ops table[] = {{"clear", clear}, {"fill", fill}};

static void run(const struct ops *ops, char *buf, int n) {
  ops->handler(buf, n);
}

int main(int argc, char **argv) {
  (void)argv;
  char buf[8];
  run(&table[0], buf, sizeof buf);
  run(&table[argc], buf, OVER ? (int)sizeof buf + 1 : (int)sizeof buf - 1);
  buf[7] = '\0';
  printf("%s\n", buf);
  return 0;
}
