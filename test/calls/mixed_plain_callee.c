// a.c is instrumented, b.c is compiled plain (no mpx-rewrite); they pass
// pointers and callbacks both ways. a.c's weak fallback clones of b's
// functions forward to the plain symbols, b calls a's callback through its
// original name, and the program links with the runtime and runs clean,
// printing what the plain build prints.
//
// RUN: rm -rf %t && split-file %s %t
// RUN: %mpx-rewrite %t/a.c -- -I%t > %t/a.rw.c
// RUN: sed -e 's,//.*,,' %t/a.rw.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags -I%t -c %t/a.rw.c -o %t/a.o
// RUN: %cc %cflags -I%t -c %t/b.c -o %t/b.o
// RUN: %cc %cflags %t/a.o %t/b.o -o %t/mixed %mpxrt
// RUN: %t/mixed > %t/actual
// RUN: %cc %cflags -I%t %t/a.c %t/b.c -o %t/plain && %t/plain > %t/expected
// RUN: diff %t/expected %t/actual

// REWRITE: __attribute__((weak)) {{.*}}__mpxc_b_apply(
// REWRITE: __attribute__((weak)) {{.*}}__mpxc_b_find(

//--- common.h
typedef void callback(int *slot, int index);
void b_apply(int *v, int n, callback *cb);
int *b_find(int *v, int n, int key);
void a_double(int *slot, int index);
int a_visit(callback *cb);

//--- a.c
#include <stdio.h>
#include "common.h"

void a_double(int *slot, int index) { *slot = slot[0] * 2 + index; }

static void a_negate(int *slot, int index) { *slot = -*slot - index; }

int a_visit(callback *cb) {
  int local[3] = {1, 2, 3};
  for (int i = 0; i < 3; i++)
    cb(&local[i], i);
  return local[0] + local[1] + local[2];
}

int main(void) {
  int v[5] = {1, 2, 3, 4, 5};
  b_apply(v, 5, a_double);
  b_apply(v, 5, a_negate);
  int *p = b_find(v, 5, -6);
  printf("%d %d %d %d %d found at %d\n", v[0], v[1], v[2], v[3], v[4],
         p ? (int)(p - v) : -1);
  if (p)
    p[0] = 100;
  printf("%d\n", v[1]);
  return 0;
}

//--- b.c
#include <stdio.h>
#include "common.h"

void b_apply(int *v, int n, callback *cb) {
  for (int i = 0; i < n; i++)
    cb(&v[i], i);
}

int *b_find(int *v, int n, int key) {
  for (int i = 0; i < n; i++)
    if (v[i] == key)
      return &v[i];
  return NULL;
}

__attribute__((constructor)) static void b_init(void) {
  printf("visit %d\n", a_visit(a_double));
}
