// A for loop whose init ends in a macro (Lua's `for (n = gnode(h, 0);
// n < limit; n++)`, the bounds of n taken from a table load inside the
// macro's expansion): the upward-pointer flag's test, which would follow
// the init, has no place in the file's text, so the loop gets no flag and
// its checks stay whole; the output compiles and runs as the plain build.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=TEXT < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt && %t > %t.actual
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.actual
// TEXT-NOT: {{__mpx_above_lower\(}}

#include <stdio.h>
#include <stdlib.h>

struct node {
  int v;
};
struct table {
  struct node *node;
  int size;
};

#define gnode(t, i) (&(t)->node[i])

static long sum(const struct table *h) {
  long s = 0;
  struct node *n, *limit = gnode(h, h->size);
  for (n = gnode(h, 0); n < limit; n++)
    s += n->v;
  return s;
}

int main(void) {
  struct table t = {malloc(4 * sizeof(struct node)), 4};
  if (!t.node)
    return 1;
  for (int i = 0; i < 4; i++)
    t.node[i].v = i + 1;
  printf("%ld\n", sum(&t));
  free(t.node);
  return 0;
}
