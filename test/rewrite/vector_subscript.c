// A subscript of a vector type (GCC's vector_size) is checked against the
// vector object: a local, one reached through a pointer, a struct member,
// and a vector rvalue (a call's result), read and written.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s --check-prefix=OUT
// RUN: not --crash %run %t local 2>&1 | FileCheck %s --check-prefix=LOCAL
// RUN: not --crash %run %t pointer 2>&1 | FileCheck %s --check-prefix=POINTER
// RUN: not --crash %run %t member 2>&1 | FileCheck %s --check-prefix=MEMBER
// RUN: not --crash %run %t rvalue 2>&1 | FileCheck %s --check-prefix=RVALUE

#include <stdio.h>
#include <string.h>

typedef int v4 __attribute__((vector_size(16)));
struct holder { v4 v; int after; };

__attribute__((noinline)) v4 make(int x) { v4 r = {x, x + 1, x + 2, x + 3}; return r; }

__attribute__((noinline)) int get(int i) {
  v4 u = {1, 2, 3, 4};
  // LOCAL: mpx: bounds violation: read of size 4 {{.*}} in get at {{.*}}vector_subscript.c:[[@LINE+1]]:
  return u[i];
}

__attribute__((noinline)) void set(v4 *p, int i) {
  // POINTER: mpx: bounds violation: write of size 4 {{.*}} in set at {{.*}}vector_subscript.c:[[@LINE+1]]:
  (*p)[i] = 9;
}

__attribute__((noinline)) int member(struct holder *h, int i) {
  // MEMBER: mpx: bounds violation: read of size 4 {{.*}} in member at {{.*}}vector_subscript.c:[[@LINE+1]]:
  return h->v[i];
}

__attribute__((noinline)) int fresh(int i) {
  // RVALUE: mpx: bounds violation: read of size 4 {{.*}} in fresh at {{.*}}vector_subscript.c:[[@LINE+1]]:
  return make(10)[i];
}

int main(int argc, char **argv) {
  const char *what = argc > 1 ? argv[1] : "";
  v4 w = {0};
  struct holder h = {{5, 6, 7, 8}, 0};
  set(&w, !strcmp(what, "pointer") ? 4 : 1);
  int a = get(!strcmp(what, "local") ? 4 : 3);
  int b = member(&h, !strcmp(what, "member") ? 4 : 2);
  int c = fresh(!strcmp(what, "rvalue") ? -1 : 3);
  // OUT: 9 4 7 13
  printf("%d %d %d %d\n", w[1], a, b, c);
  return 0;
}
