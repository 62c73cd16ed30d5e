// a.c instrumented, b.c plain: b calls a's functions by their original names
// (the forwarders, which reach the clones with INIT bounds), including one that
// returns a pointer; a's own arrays are still checked. Runs clean.
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
// RUN: nm %t/a.o | FileCheck %s --check-prefix=SYMS

// REWRITE: int a_sum(const int *p, int n) {{{.*}}__mpxc_a_sum(p, n,
// REWRITE: char *a_name(int i) {{{.*}}__mpxc_a_name(i,
// SYMS-DAG: T a_name
// SYMS-DAG: T a_sum
// SYMS-DAG: T __mpxc_a_name
// SYMS-DAG: T __mpxc_a_sum

//--- common.h
int a_sum(const int *p, int n);
char *a_name(int i);

//--- a.c
#include "common.h"

int a_sum(const int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  return s;
}

char *a_name(int i) {
  static char names[3][6] = {"zero", "one", "two"};
  return names[i];
}

//--- b.c
#include <stdio.h>
#include "common.h"

int main(void) {
  int v[4] = {1, 2, 3, 4};
  printf("%d\n", a_sum(v, 4));
  for (int i = 0; i < 3; i++)
    printf("%s\n", a_name(i));
  a_name(1)[0] = 'O';
  printf("%s\n", a_name(1));
  return 0;
}
