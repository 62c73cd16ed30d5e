// A typedef name hidden by a parameter or a local variable of the same
// name (`typedef struct node node;` and `void f(node *node)`, common in C):
// where the rewrite writes a type inside that function (the cast of a
// checked access, a temporary, the result of an original-ABI wrapper) it
// writes the type the name stands for, since the name there is the
// variable.  The program builds, runs as the plain one does, and an
// access past the end is reported at its line.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=TEXT < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t past 2>&1 | FileCheck %s --check-prefix=REPORT
// TEXT: static int __mpxc_set(
// TEXT-NOT: ({{ptr}} *)
// TEXT: (int **)
// TEXT: static int set(

#include <stdio.h>

typedef int *ptr;
typedef struct node node;
struct node {
  node *next;
  ptr p;
};

__attribute__((noinline)) static int set(struct node *b, int *v, int ptr) {
  b->p = v;
  b->p += ptr;
  return *b->p;
}

__attribute__((noinline)) static ptr second(node *node, int k) {
  node->next = node;
  return node->next->p + k;
}

__attribute__((noinline)) static int local(node *n) {
  int node = 1;
  ptr q = n->p;
  return q[node];
}

int main(int argc, char **argv) {
  (void)argv;
  int x[4] = {1, 2, 3, 4};
  struct node b = {0, x};
  // OK: 3 2 4 2
  int s = set(&b, x, 2);
  printf("%d %d %d ", s, *second(&b, -1), local(&b));
  // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}typedef_hidden_by_parameter.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  printf("%d\n", second(&b, argc > 1 ? 1 : -1)[argc > 1 ? 1 : 0]);
  return 0;
}
