// Constant context: static initialisers.  &arr[3], arr + 2, &s.f,
// &tab[1].name[2] and sizeof(arr[100]) in static and global initialisers are
// address or integer constants, not accesses: the rewrite leaves them
// alone, the program compiles and runs clean, and the pointers they make
// are usable in bounds.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %t > %t.actual
// RUN: diff %t.expected %t.actual

#include <stddef.h>
#include <stdio.h>

struct entry {
  int id;
  char name[4];
};

int arr[4] = {1, 2, 3, 4};
struct entry tab[2] = {{1, "ab"}, {2, "cd"}};

// REWRITE-NOT: __mpx_check{{.*}}constant_static_init.c:[[@LINE+1]]:
int *gp = &arr[3];
// REWRITE-NOT: __mpx_check{{.*}}constant_static_init.c:[[@LINE+1]]:
int *gq = arr + 2;
// REWRITE-NOT: __mpx_check{{.*}}constant_static_init.c:[[@LINE+1]]:
char *gn = &tab[1].name[1];
// REWRITE-NOT: __mpx_check{{.*}}constant_static_init.c:[[@LINE+1]]:
size_t gsize = sizeof(arr[100]) + offsetof(struct entry, name[2]);
// REWRITE-NOT: __mpx_check{{.*}}constant_static_init.c:[[@LINE+1]]:
static int *sp[2] = {&arr[0], &arr[1]};

int main(void) {
  // REWRITE-NOT: __mpx_check{{.*}}constant_static_init.c:[[@LINE+1]]:
  static int *fp = &arr[1];
  // REWRITE-NOT: __mpx_check{{.*}}constant_static_init.c:[[@LINE+1]]:
  static const size_t n = sizeof tab / sizeof tab[0];
  printf("%d %d %c %zu %d %d %zu\n", *gp, *gq, *gn, gsize, *sp[1], *fp, n);
  return 0;
}
