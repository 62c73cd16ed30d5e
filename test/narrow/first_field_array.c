// Narrowing: a first field that is an array is narrowed like any other array
// field (unlike GCC's default), so an overflow of `char name[8]` at the start
// of a struct into the field after it is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct user {
  char name[8];
  int uid;
};

#ifdef OK
static volatile int idx = 7;
#else
static volatile int idx = 8;
#endif

int main(void) {
  struct user *u = calloc(1, sizeof *u);
  u->uid = 1000;
  // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}first_field_array.c:[[@LINE+1]]:3: 1 byte(s) above upper bound of
  u->name[idx] = 'x';
  printf("%d %c\n", u->uid, u->name[7]);
  free(u);
  return 0;
}
