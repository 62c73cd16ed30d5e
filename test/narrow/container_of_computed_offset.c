// container_of with an offset computed at run time (a generic intrusive list
// whose links sit at an offset kept in the list head): the link's address
// minus that offset, cast to a struct pointer, is the container, reachable
// in full.  An access beyond the container's allocation is still reported
// through the container's array field.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

struct link {
  struct link *next;
};

struct list {
  struct link *first;
  size_t offset;
};

struct item {
  int key;
  char name[8];
  int *slot;
  struct link link;
  int value;
};

static void push(struct list *l, struct link *k) {
  k->next = l->first;
  l->first = k;
}

static int sum(const struct list *l) {
  int s = 0;
  for (struct link *k = l->first; k; k = k->next) {
    struct item *it = (struct item *)((char *)k - l->offset);
    s += it->key + it->value + it->name[0];
  }
  return s;
}

static struct item *owner(int **slot, size_t off) {
  return (struct item *)((char *)slot - off);
}

#ifdef OK
static volatile int idx = 7;
#else
static volatile int idx = 8;
#endif

int main(void) {
  struct list l = {NULL, offsetof(struct item, link)};
  struct item *items[3];
  for (int i = 0; i < 3; i++) {
    items[i] = calloc(1, sizeof(struct item));
    items[i]->key = i;
    items[i]->value = 10 * i;
    push(&l, &items[i]->link);
  }
  int **slot = &items[1]->slot;
  struct item *c = owner(slot, offsetof(struct item, slot));
  c->slot = &c->value;
  size_t off = offsetof(struct item, slot);
  struct item *d = (struct item *)((char *)&items[2]->slot - off);
  // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}container_of_computed_offset.c:[[@LINE+1]]:3: 1 byte(s) above upper bound of
  d->name[idx] = 0;
  printf("%d %d %d\n", sum(&l), *c->slot, d->key);
  for (int i = 0; i < 3; i++)
    free(items[i]);
  return 0;
}
