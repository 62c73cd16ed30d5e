// At -O0 compilers give locals their own stack slots (clang: every one), so
// each temporary of the instrumentation grows a function's frame, and a
// deep recursion that fits the stack plain can overflow it instrumented
// (cJSON's test duplicates a 10 000-deep tree).  Checks and table loads
// through pointers whose bounds are known up front hold no temporary: the
// recursive copy below stays under 640 bytes of frame with gcc 12 and
// clang 19 at -O0 (it was 512 and 888) and recurses 10 000 deep.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags -O0 -Wframe-larger-than=640 %t.c -o %t %mpxrt
// RUN: %t | FileCheck %s
// CHECK: 10001

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct node {
  struct node *next, *prev, *child;
  char *name;
  int type;
  double value;
};

static struct node *dup_rec(const struct node *item, size_t depth) {
  struct node *copy = NULL, *child = NULL, *next = NULL, *newchild = NULL;
  if (!item || depth > 20000)
    return NULL;
  copy = calloc(1, sizeof *copy);
  if (!copy)
    return NULL;
  copy->type = item->type;
  copy->value = item->value;
  if (item->name)
    copy->name = strdup(item->name);
  for (child = item->child; child; child = child->next) {
    newchild = dup_rec(child, depth + 1);
    if (!newchild)
      return NULL;
    if (next) {
      next->next = newchild;
      newchild->prev = next;
      next = newchild;
    } else {
      copy->child = newchild;
      next = newchild;
    }
  }
  return copy;
}

int main(void) {
  struct node *root = calloc(1, sizeof *root), *n = root;
  int i, depth = 0;
  for (i = 0; i < 10000; i++) {
    n->child = calloc(1, sizeof *n);
    n->child->type = i;
    n = n->child;
  }
  for (n = dup_rec(root, 0); n; n = n->child)
    depth++;
  printf("%d\n", depth);
  return 0;
}
