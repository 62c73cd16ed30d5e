// Container idiom: an offsetof-based serialiser that walks a struct with
// char * + offsetof, reading (and, to deserialise, writing) each field
// through a pointer made from the whole struct's address.  The correct program
// runs clean and prints what the plain build prints, in every --narrow mode.
//
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- > %t.c && %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.actual && diff %t.expected %t.actual
// RUN: %mpx-rewrite --narrow=none %s -- > %t.none.c && %cc %cflags %t.none.c -o %t.none %mpxrt
// RUN: %t.none > %t.none.actual && diff %t.expected %t.none.actual
// RUN: %mpx-rewrite --narrow=innermost %s -- > %t.inner.c && %cc %cflags %t.inner.c -o %t.inner %mpxrt
// RUN: %t.inner > %t.inner.actual && diff %t.expected %t.inner.actual

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct config {
  int version;
  char name[16];
  double ratio;
  short port;
  unsigned char mask[3][2];
  long long serial;
};

enum kind { K_INT, K_STR, K_DBL, K_SHORT, K_BYTES, K_LL };

struct field {
  const char *name;
  size_t offset;
  size_t size;
  enum kind kind;
};

#define FIELD(m, k) {#m, offsetof(struct config, m), sizeof(((struct config *)0)->m), k}
static const struct field fields[] = {
    FIELD(version, K_INT), FIELD(name, K_STR),    FIELD(ratio, K_DBL),
    FIELD(port, K_SHORT),  FIELD(mask, K_BYTES), FIELD(serial, K_LL),
};
#define NFIELDS (sizeof fields / sizeof fields[0])

static size_t serialise(const struct config *c, unsigned char *out) {
  const char *base = (const char *)c;
  size_t pos = 0;
  for (size_t i = 0; i < NFIELDS; i++) {
    const struct field *f = &fields[i];
    const char *src = base + f->offset;
    for (size_t k = 0; k < f->size; k++)
      out[pos++] = (unsigned char)src[k];
  }
  return pos;
}

static void deserialise(struct config *c, const unsigned char *in) {
  char *base = (char *)c;
  size_t pos = 0;
  for (size_t i = 0; i < NFIELDS; i++) {
    memcpy(base + fields[i].offset, in + pos, fields[i].size);
    pos += fields[i].size;
  }
}

static void dump(const struct config *c) {
  const char *base = (const char *)c;
  for (size_t i = 0; i < NFIELDS; i++) {
    const struct field *f = &fields[i];
    const void *p = base + f->offset;
    printf("%s=", f->name);
    switch (f->kind) {
    case K_INT: printf("%d", *(const int *)p); break;
    case K_STR: printf("%s", (const char *)p); break;
    case K_DBL: printf("%.3f", *(const double *)p); break;
    case K_SHORT: printf("%d", *(const short *)p); break;
    case K_BYTES:
      for (size_t k = 0; k < f->size; k++)
        printf("%02x", ((const unsigned char *)p)[k]);
      break;
    case K_LL: printf("%lld", *(const long long *)p); break;
    }
    printf(i + 1 < NFIELDS ? " " : "\n");
  }
}

int main(void) {
  struct config *c = calloc(1, sizeof *c);
  c->version = 3;
  strcpy(c->name, "server-alpha");
  c->ratio = 0.625;
  c->port = 8080;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 2; j++)
      c->mask[i][j] = (unsigned char)(0x10 * i + j);
  c->serial = 123456789012LL;
  dump(c);
  unsigned char *buf = malloc(sizeof *c);
  size_t n = serialise(c, buf);
  printf("%zu bytes:", n);
  for (size_t i = 0; i < n; i += 8)
    printf(" %02x", buf[i]);
  printf("\n");
  struct config copy;
  memset(&copy, 0, sizeof copy);
  deserialise(&copy, buf);
  dump(&copy);
  free(buf);
  free(c);
  return 0;
}
