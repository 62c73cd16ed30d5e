// The check map marks each access with what became of it: checked (and
// against what), proved in bounds (and why), or not checked (and why); the
// file's JSON carries every mark, per-function totals and the file's
// totals.  The rewritten program still builds and runs as the original.
//
// RUN: rm -rf %t.d
// RUN: %mpx-rewrite %s --check-report=%t.d -o %t.c --
// RUN: %check-map json %t.d statuses.c | FileCheck %s
// RUN: %cc %cflags %t.c -o %t %mpxrt && %t > %t.actual
// RUN: %cc %cflags -Wno-attributes %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.actual

#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct user {
  int id;
  char name[8];
  int age;
};
int table[16];

static int sum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    // CHECK: [[@LINE+1]]:10 proved read sum | loop guard: one test before the loop proves every access in bounds
    s += a[i];
  return s;
}

static int first(const int *p) {
  // CHECK: [[@LINE+2]]:10 checked read first | checked against the bounds the pointer carries
  // CHECK: [[@LINE+1]]:17 proved read first | dominated by the same check (invariant pointer)
  return p[0] + p[0];
}

__attribute__((bnd_legacy)) static int legacy(int *p) {
  // CHECK: [[@LINE+1]]:10 unchecked access legacy | function not instrumented (bnd_legacy
  return p[1];
}

int main(int argc, char **argv) {
  (void)argv;
  struct user u = {0};
  // CHECK: [[@LINE+1]]:3 checked write main | checked against bounds narrowed to the field or row
  u.name[argc] = 'x';
  char buf[4] = {0};
  // CHECK: [[@LINE+1]]:3 proved write main | constant index inside a named array
  buf[1] = 'a';
  // CHECK: [[@LINE+1]]:17 unchecked write main | INIT bounds: integer cast to pointer
  if (argc > 5) *(int *)(uintptr_t)argc = 1;
  struct user *pu = &u;
  // CHECK: [[@LINE+1]]:3 checked write main | checked against the bounds the pointer carries
  pu->age = argc;
  // CHECK: [[@LINE+1]]:3 checked call main | the memory memcpy reads and writes is checked
  memcpy(buf, u.name, 4);
  // CHECK: [[@LINE+1]]:3 checked write main | checked against the named object's bounds: global array 'table', declared at {{.*}}statuses.c:22
  table[argc] = 3;
  // CHECK: [[@LINE+1]]:3 checked call main | the runtime's __mpx_printf checks the memory the format reads and writes
  printf("%d %d %d %d\n", sum(table, 16), first(table), legacy(table),
         // CHECK: [[@LINE+1]]:10 checked read main | checked against the named object's bounds: local array 'buf' of main
         buf[argc]);
  return 0;
}
// CHECK: file {{.*}}statuses.c page files/{{.*}}statuses.c.html
// CHECK: function sum line {{[0-9]+}} totals checked=0 proved=1 unchecked=0
// CHECK: function first line {{[0-9]+}} totals checked=1 proved=1 unchecked=0
// CHECK: function legacy line {{[0-9]+}} totals checked=0 proved=0 unchecked=1
// CHECK: function main line {{[0-9]+}} totals checked=6 proved=1 unchecked=1
// CHECK: totals checked=7 proved=3 unchecked=2
