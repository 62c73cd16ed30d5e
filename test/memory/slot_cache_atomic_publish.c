// A function that writes an atomic or volatile object may be publishing
// its stores to another thread, which reads them without a call in
// between: its stores of pointers into memory are written to the bounds
// table at once, not held back in a slot cache until its end.  Here the
// producer stores a pointer with larger bounds at the address whose
// entry, in the table, has smaller ones, then raises a flag (a C11
// atomic assignment, an atomic_store_explicit, a volatile store); the
// consumer waits for the flag and writes inside the larger bounds, which
// is no violation.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t assign | FileCheck %s
// RUN: %run %t c11 | FileCheck %s
// RUN: %run %t volatile | FileCheck %s
// CHECK: done 9

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct pair {
  char head[4];
  char rest[12];
};
struct holder {
  char *p;
};

static struct holder *shared;
static _Atomic int ready, consumed;
static volatile int vready, vconsumed;
static int how; /* 0 assign, 1 c11, 2 volatile */

__attribute__((noinline)) static void producer(struct holder *h, char *w) {
  h->p = w;
  h->p[1] = 2;
  if (how == 0) {
    ready = 1;
    while (!consumed) {
    }
  } else if (how == 1) {
    atomic_store_explicit(&ready, 1, memory_order_release);
    while (!atomic_load_explicit(&consumed, memory_order_acquire)) {
    }
  } else {
    vready = 1;
    while (!vconsumed) {
    }
  }
}

static void *consumer(void *arg) {
  (void)arg;
  if (how == 2)
    while (!vready) {
    }
  else
    while (!ready) {
    }
  char *q = shared->p;
  q[8] = 9;
  if (how == 2)
    vconsumed = 1;
  else
    consumed = 1;
  return 0;
}

int main(int argc, char **argv) {
  const char *what = argc > 1 ? argv[1] : "assign";
  how = strcmp(what, "c11") == 0 ? 1 : strcmp(what, "volatile") == 0 ? 2 : 0;
  struct pair *s = calloc(1, sizeof *s);
  struct holder *h = calloc(1, sizeof *h);
  if (!s || !h)
    return 1;
  h->p = s->head; /* the table: this address with 4-byte bounds */
  shared = h;
  pthread_t t;
  if (pthread_create(&t, 0, consumer, 0) != 0)
    return 1;
  producer(h, (char *)s);
  pthread_join(t, 0);
  printf("done %d\n", s->rest[4]);
  free(h);
  free(s);
  return 0;
}
