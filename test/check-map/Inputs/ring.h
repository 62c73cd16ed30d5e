/* A project header with code: its accesses get their own page. */
struct ring {
  int slots[8];
  unsigned head;
};

static inline int ring_peek(const struct ring *r, unsigned i) {
  return r->slots[(r->head + i) % 8];
}
