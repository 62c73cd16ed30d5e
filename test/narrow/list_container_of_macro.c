// Container idiom: the Linux container_of macro with a statement expression
// and a typed __mptr, and list_for_each_entry / list_for_each_entry_safe
// built on it.  The pointer it computes from a narrowed &obj->member gets
// INIT bounds: the correct program runs clean, and prints what the plain
// build prints, in every narrowing mode.
//
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- > %t.c && %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.actual && diff %t.expected %t.actual
// RUN: %mpx-rewrite --narrow=none %s -- > %t.none.c && %cc %cflags %t.none.c -o %t.none %mpxrt
// RUN: %t.none > %t.none.actual && diff %t.expected %t.none.actual
// RUN: %mpx-rewrite --narrow=innermost %s -- > %t.inner.c && %cc %cflags %t.inner.c -o %t.inner %mpxrt
// RUN: %t.inner > %t.inner.actual && diff %t.expected %t.inner.actual
// RUN: %mpx-rewrite --first-field-has-own-bounds %s -- > %t.own.c && %cc %cflags %t.own.c -o %t.own %mpxrt
// RUN: %t.own > %t.own.actual && diff %t.expected %t.own.actual

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

struct list_head {
  struct list_head *next, *prev;
};

#define container_of(ptr, type, member)                                        \
  ({                                                                           \
    const __typeof__(((type *)0)->member) *__mptr = (ptr);                     \
    (type *)((char *)__mptr - offsetof(type, member));                         \
  })
#define list_entry(ptr, type, member) container_of(ptr, type, member)
#define list_for_each_entry(pos, head, member)                                 \
  for (pos = list_entry((head)->next, __typeof__(*pos), member);               \
       &pos->member != (head);                                                 \
       pos = list_entry(pos->member.next, __typeof__(*pos), member))
#define list_for_each_entry_safe(pos, n, head, member)                         \
  for (pos = list_entry((head)->next, __typeof__(*pos), member),               \
      n = list_entry(pos->member.next, __typeof__(*pos), member);              \
       &pos->member != (head);                                                 \
       pos = n, n = list_entry(n->member.next, __typeof__(*n), member))

static void list_init(struct list_head *h) { h->next = h->prev = h; }

static void list_add_tail(struct list_head *new, struct list_head *head) {
  struct list_head *prev = head->prev;
  head->prev = new;
  new->next = head;
  new->prev = prev;
  prev->next = new;
}

static void list_del(struct list_head *e) {
  e->next->prev = e->prev;
  e->prev->next = e->next;
}

struct inode {
  unsigned long ino;
  char name[12];
  struct list_head i_sb_list;
  struct list_head i_lru;
  unsigned mode;
};

struct kobject {
  const char *name;
  int refcount;
};

struct device {
  int id;
  struct kobject kobj;
  char bus[8];
};

static void kobject_put(struct kobject *k) {
  struct device *dev = container_of(k, struct device, kobj);
  k->refcount--;
  printf("put %s: device %d on %s, refs %d\n", k->name, dev->id, dev->bus, k->refcount);
}

int main(void) {
  struct list_head sb, lru;
  list_init(&sb);
  list_init(&lru);
  for (unsigned long i = 0; i < 6; i++) {
    struct inode *in = calloc(1, sizeof *in);
    in->ino = 100 + i;
    snprintf(in->name, sizeof in->name, "file%lu", i);
    in->mode = 0644;
    list_add_tail(&in->i_sb_list, &sb);
    if (i % 3 == 0)
      list_add_tail(&in->i_lru, &lru);
  }
  struct inode *in, *tmp;
  list_for_each_entry(in, &lru, i_lru)
    printf("lru %lu %s %o\n", in->ino, in->name, in->mode);
  list_for_each_entry_safe(in, tmp, &sb, i_sb_list) {
    printf("sb %lu %s\n", in->ino, in->name);
    list_del(&in->i_sb_list);
    free(in);
  }

  struct device *dev = malloc(sizeof *dev);
  dev->id = 7;
  dev->kobj.name = "eth0";
  dev->kobj.refcount = 2;
  snprintf(dev->bus, sizeof dev->bus, "pci");
  kobject_put(&dev->kobj);
  free(dev);
  return 0;
}
