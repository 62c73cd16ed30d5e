/* ring.h - a fixed-size ring of ints, all inline. */
#ifndef RING_H
#define RING_H

#include <stddef.h>

#define RING_CAP 8

struct ring {
  int slots[RING_CAP];
  char name[8]; /* a label */
  size_t head, count;
};

static inline void ring_push(struct ring *r, int v) {
  r->slots[(r->head + r->count) % RING_CAP] = v;
  if (r->count < RING_CAP)
    r->count++;
}

/* Element I counted from the oldest.  No check: callers keep I < count. */
static inline int ring_at(const struct ring *r, size_t i) {
  return r->slots[r->head + i];
}

#endif
