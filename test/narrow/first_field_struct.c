// Narrowing exemption: a first field that is a struct is not narrowed, so
// C's "a pointer to the first member is a pointer to the struct" idioms run
// clean: the "inheritance" cast (struct derived *)&d->base and its round trip
// through a struct base * variable, and (char *)(&m->hdr + 1) to reach the
// payload that follows a header.  The program has no error, in every mode.
//
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- > %t.c && %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.actual && diff %t.expected %t.actual
// RUN: %mpx-rewrite --narrow=innermost %s -- > %t.inner.c && %cc %cflags %t.inner.c -o %t.inner %mpxrt
// RUN: %t.inner > %t.inner.actual && diff %t.expected %t.inner.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct base {
  int kind;
  int refs;
};

struct derived {
  struct base base;
  char label[12];
  double weight;
};

struct header {
  unsigned len;
  unsigned type;
};

struct packet {
  struct header hdr;
  char payload[32];
};

static void retain(struct base *b) { b->refs++; }

static double weight_of(struct base *b) {
  struct derived *d = (struct derived *)b;
  return d->weight;
}

int main(void) {
  struct derived *d = calloc(1, sizeof *d);
  d->base.kind = 2;
  strcpy(d->label, "eleven char");
  d->weight = 1.5;
  retain(&d->base);
  struct derived *back = (struct derived *)&d->base;
  back->weight += 1.0;
  printf("%d %d %s %.1f\n", d->base.kind, d->base.refs, back->label, weight_of(&d->base));

  struct packet *m = malloc(sizeof *m);
  m->hdr.len = 5;
  m->hdr.type = 1;
  char *body = (char *)(&m->hdr + 1);
  memcpy(body, "hello", 5);
  printf("%u %u %.5s\n", m->hdr.len, m->hdr.type, m->payload);
  free(m);
  free(d);
  return 0;
}
