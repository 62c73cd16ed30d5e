// A pointer field's value converted to the type of the struct holding the
// field (`Interp *child = interp->priv;` with `void *priv`, or
// `(struct node *)n->data` with `char *data`) points wherever the stored
// pointer points: it keeps the bounds stored with it, not those of the
// struct it was read from (the container rule is for a field's address,
// `(struct S *)&s->f` or `(struct S *)s->name`).  The child here is larger
// than the parent's first field and lies elsewhere: reading its last byte is
// in bounds; reading one past the child's end is reported against the
// child's block.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: not --crash %t past 2>&1 | FileCheck %s --check-prefix=REPORT

#include <stdio.h>
#include <stdlib.h>

typedef struct Interp {
  void *priv;
  char pad[64];
} Interp;

struct node {
  char *data;
  struct node *next;
  int v;
};

static int child_byte(Interp *interp, int i) {
  Interp *child = interp->priv;
  return child->pad[i];
}

static int data_value(struct node *n) {
  struct node *m = (struct node *)n->data;
  return m->v;
}

int main(int argc, char **argv) {
  (void)argv;
  Interp *parent = calloc(1, sizeof(Interp));
  parent->priv = calloc(1, sizeof(Interp));
  ((Interp *)parent->priv)->pad[63] = 7;
  struct node *n = calloc(1, sizeof *n);
  struct node *target = calloc(1, sizeof *target);
  target->v = 5;
  n->data = (char *)target;
  // OK: 7 5
  printf("%d %d\n", child_byte(parent, 63), data_value(n));
  if (argc > 1) {
    char *p = (char *)parent->priv;
    Interp *child = (Interp *)(void *)p;
    // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}field_value_cast_to_own_struct.c:[[@LINE+1]]:20: 1 byte(s) above upper bound of
    printf("%d\n", child->pad[63 + (argc - 1)]);
  }
  return 0;
}
