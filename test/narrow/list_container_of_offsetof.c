// Container idiom: a Linux-kernel-style intrusive doubly linked list whose
// list_entry is the offsetof subtraction ((type *)((char *)ptr - offsetof)).
// &t->node is narrowed to the list_head, and the pointer computed back from
// it must not keep those bounds (it gets INIT): the correct program runs
// clean, and prints what the plain build prints, in every narrowing mode.
// The list_head is a middle member of one struct and the first of another;
// list_for_each_entry forms (but never dereferences) a container pointer for
// the head itself.
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
#include <string.h>

struct list_head {
  struct list_head *next, *prev;
};

#define LIST_HEAD_INIT(name) {&(name), &(name)}
#define list_entry(ptr, type, member)                                          \
  ((type *)((char *)(ptr) - offsetof(type, member)))
#define list_first_entry(head, type, member) list_entry((head)->next, type, member)
#define list_for_each(pos, head)                                               \
  for (pos = (head)->next; pos != (head); pos = pos->next)
#define list_for_each_entry(pos, head, member)                                 \
  for (pos = list_entry((head)->next, __typeof__(*pos), member);               \
       &pos->member != (head);                                                 \
       pos = list_entry(pos->member.next, __typeof__(*pos), member))

static void INIT_LIST_HEAD(struct list_head *h) {
  h->next = h;
  h->prev = h;
}

static void __list_add(struct list_head *new, struct list_head *prev,
                       struct list_head *next) {
  next->prev = new;
  new->next = next;
  new->prev = prev;
  prev->next = new;
}

static void list_add(struct list_head *new, struct list_head *head) {
  __list_add(new, head, head->next);
}

static void list_add_tail(struct list_head *new, struct list_head *head) {
  __list_add(new, head->prev, head);
}

static void list_del(struct list_head *entry) {
  entry->next->prev = entry->prev;
  entry->prev->next = entry->next;
  entry->next = entry->prev = NULL;
}

static int list_empty(const struct list_head *head) { return head->next == head; }

// The list_head in the middle.
struct task {
  int pid;
  char comm[16];
  struct list_head node;
  int prio;
};

// The list_head first.
struct timer {
  struct list_head link;
  long expires;
};

static struct list_head run_queue = LIST_HEAD_INIT(run_queue);

static struct task *new_task(int pid, const char *comm, int prio) {
  struct task *t = malloc(sizeof *t);
  t->pid = pid;
  snprintf(t->comm, sizeof t->comm, "%s", comm);
  t->prio = prio;
  return t;
}

int main(void) {
  static const char *names[] = {"init", "kthreadd", "sshd", "bash", "vi"};
  for (int i = 0; i < 5; i++) {
    struct task *t = new_task(i + 1, names[i], 10 * i);
    if (i % 2)
      list_add(&t->node, &run_queue);
    else
      list_add_tail(&t->node, &run_queue);
  }
  struct task *t;
  list_for_each_entry(t, &run_queue, node)
    printf("task %d %s prio %d\n", t->pid, t->comm, t->prio);

  // Remove every task with an even pid, walking with list_for_each.
  struct list_head *pos, *n;
  for (pos = run_queue.next, n = pos->next; pos != &run_queue; pos = n, n = pos->next) {
    struct task *e = list_entry(pos, struct task, node);
    if (e->pid % 2 == 0) {
      list_del(pos);
      printf("removed %s\n", e->comm);
      free(e);
    }
  }
  list_for_each(pos, &run_queue) {
    struct task *e = list_entry(pos, struct task, node);
    e->comm[0] = (char)(e->comm[0] - 'a' + 'A');
    printf("left %d %s\n", e->pid, e->comm);
  }

  struct list_head *timers = malloc(sizeof *timers);
  INIT_LIST_HEAD(timers);
  for (long k = 3; k > 0; k--) {
    struct timer *tm = malloc(sizeof *tm);
    tm->expires = k * 100;
    list_add(&tm->link, timers);
  }
  while (!list_empty(timers)) {
    struct timer *tm = list_first_entry(timers, struct timer, link);
    printf("timer %ld\n", tm->expires);
    list_del(&tm->link);
    free(tm);
  }
  free(timers);
  while (!list_empty(&run_queue)) {
    struct task *e = list_first_entry(&run_queue, struct task, node);
    list_del(&e->node);
    free(e);
  }
  return 0;
}
