// A compound literal lives until the end of its enclosing block, also when
// the rewrite evaluates it once into a temporary: stored to a global
// pointer, to a field, copied inside a struct, or passed to a function that
// keeps it, it still holds its values after the statement (a statement
// expression around it would end its life there: at -O2 a later call
// reuses its stack slot).  Its bounds travel with it.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags -O2 %t.c -o %t %mpxrt
// RUN: %run %t > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: not --crash %run %t over 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -O0 %t.c -o %t.O0 %mpxrt
// RUN: %run %t.O0 | FileCheck %s

#include <stdio.h>

struct pair { int *p; int n; };
int *g;
struct pair gp, gq;
static int *kept;

__attribute__((noinline)) void keep(int *p, int n) { kept = p; (void)n; }
__attribute__((noinline)) int next(void) { return 1; }
__attribute__((noinline)) int clobber(int x) {
  volatile int a[64];
  for (int i = 0; i < 64; i++)
    a[i] = 99 + x;
  return a[x & 63];
}

int main(int argc, char **argv) {
  (void)argv;
  void (*kp)(int *, int) = keep;
  g = (int[]){4, 5, 6};
  gp.p = (int[]){7, 8};
  gq = (struct pair){(int[]){9, 10}, 2};
  struct pair l = (struct pair){(int[]){11, 12}, 2};
  struct pair m;
  m = (struct pair){.p = (int[]){13, 14}, .n = 2};
  keep((int[]){15, 16}, next());
  int *k1 = kept;
  kp((int[]){17, 18}, next());
  clobber(argc);
  // CHECK: 5 8 10 12 14 16 18
  printf("%d %d %d %d %d %d %d\n", g[1], gp.p[1], gq.p[1], l.p[1], m.p[1],
         k1[1], kept[1]);
  if (argc > 1)
    // REPORT: mpx: bounds violation: read of size 4 {{.*}} in main at {{.*}}compound_literal_lifetime.c:[[@LINE+1]]:
    return g[3];
  return 0;
}
