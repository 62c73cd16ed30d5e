// A global pointer assigned at run time in one function and used in another
// keeps the bounds stored with it.
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

int *table;
int table_size;

static void setup(int n) {
  table = calloc(n, sizeof *table);
  table_size = n;
}

static int lookup(int i) {
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in lookup at {{.*}}global_pointer.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  return table[i];
}

int main(int argc, char **argv) {
  (void)argv;
  setup(argc + 9);
  table[3] = 33;
  printf("%d %d\n", lookup(3), lookup(table_size - 1 + OVER));
  free(table);
  return 0;
}
