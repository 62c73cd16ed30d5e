// GCC's -Wmaybe-uninitialized follows its data flow, which the checks'
// branches change: in oniguruma's regcomp.c `prev_node`, set whenever
// `prev` is, was reported once remove_from_list() was inlined into the
// instrumented reduce(), where the plain build is quiet.  Like -Winline, it
// is off in the output (a warning about what the optimiser made of the
// code; the plain build still gives it): the output builds with -Werror.
//
// REQUIRES: gcc
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s < %t.c
// RUN: gcc %cflags -O2 %s -c -o %t.plain.o
// RUN: gcc %cflags -O2 %t.c -o %t %mpxrt
// RUN: %t | FileCheck %s --check-prefix=OUT

// CHECK: #pragma GCC diagnostic ignored "-Wmaybe-uninitialized"

#include <stddef.h>
#include <stdio.h>

typedef struct N {
  int type, flag, status;
  struct N *car, *cdr;
} N;

static int cat(N *a, N *b) { return a->type + b->type > 10; }

static void remove_from_list(N *prev, N *a) {
  if (prev->cdr != a)
    return;
  prev->cdr = a->cdr;
}

static int reduce(N *node) {
  N *prev = NULL, *curr, *prev_node;
  do {
    curr = node->car;
    if (curr->type == 1) {
      if (prev == NULL || curr->flag != prev->flag ||
          curr->status != prev->status) {
        prev = curr;
        prev_node = node;
      } else {
        if (cat(prev, curr))
          return 1;
        remove_from_list(prev_node, node);
      }
    } else {
      prev = NULL;
      if (reduce(curr))
        return 1;
      prev_node = node;
    }
    node = node->cdr;
  } while (node != NULL);
  return 0;
}

int main(void) {
  N leaf1 = {1, 0, 0, NULL, NULL}, leaf2 = {1, 0, 0, NULL, NULL};
  N n2 = {0, 0, 0, &leaf2, NULL}, n1 = {0, 0, 0, &leaf1, &n2};
  // OUT: 0 0
  printf("%d %d\n", reduce(&n1), n1.cdr == NULL);
  return 0;
}
