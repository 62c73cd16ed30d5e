// Unions holding different types: a tagged value union, a byte view of a
// union member, and an event union of structs with a common initial
// sequence, read and written through pointers in every member.  The correct
// program runs clean and prints what the plain build prints, in every
// --narrow mode.
//
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- > %t.c && %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.actual && diff %t.expected %t.actual
// RUN: %mpx-rewrite --narrow=none %s -- > %t.none.c && %cc %cflags %t.none.c -o %t.none %mpxrt
// RUN: %t.none > %t.none.actual && diff %t.expected %t.none.actual
// RUN: %mpx-rewrite --narrow=innermost %s -- > %t.inner.c && %cc %cflags %t.inner.c -o %t.inner %mpxrt
// RUN: %t.inner > %t.inner.actual && diff %t.expected %t.inner.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum tag { T_INT, T_DBL, T_STR, T_PAIR, T_PTR };

struct value {
  enum tag tag;
  union {
    int i;
    double d;
    char s[16];
    struct {
      short a, b;
    } pair;
    const char *p;
  } u;
};

static void print_value(const struct value *v) {
  switch (v->tag) {
  case T_INT: printf("int %d\n", v->u.i); break;
  case T_DBL: printf("double %.2f\n", v->u.d); break;
  case T_STR: printf("str %s (%zu)\n", v->u.s, strlen(v->u.s)); break;
  case T_PAIR: printf("pair %d %d\n", v->u.pair.a, v->u.pair.b); break;
  case T_PTR: printf("ptr %s\n", v->u.p); break;
  }
}

static void print_bytes(const unsigned char *b, size_t n) {
  for (size_t i = 0; i < n; i++)
    printf("%02x", b[i]);
  printf("\n");
}

union event {
  int type;
  struct {
    int type;
    int code;
  } key;
  struct {
    int type;
    int x, y;
  } motion;
  unsigned char raw[12];
};

static void move(int *x, int *y) {
  *x += 1;
  *y -= 1;
}

int main(void) {
  struct value *vals = calloc(5, sizeof *vals);
  vals[0].tag = T_INT;
  vals[0].u.i = -7;
  vals[1].tag = T_DBL;
  vals[1].u.d = 2.25;
  vals[2].tag = T_STR;
  char *s = vals[2].u.s;
  strcpy(s, "fifteen chars!!");
  vals[3].tag = T_PAIR;
  short *pa = &vals[3].u.pair.a;
  *pa = 3;
  vals[3].u.pair.b = 4;
  vals[4].tag = T_PTR;
  vals[4].u.p = "pointer";
  for (int i = 0; i < 5; i++)
    print_value(&vals[i]);
  print_bytes((const unsigned char *)&vals[1].u, sizeof vals[1].u);
  print_bytes((const unsigned char *)&vals[1].u.d, sizeof vals[1].u.d);
  int *ip = &vals[1].u.i;
  printf("low word %08x\n", (unsigned)*ip);

  union event *ev = calloc(2, sizeof *ev);
  ev[0].key.type = 1;
  ev[0].key.code = 65;
  ev[1].motion.type = 2;
  ev[1].motion.x = 10;
  ev[1].motion.y = 20;
  move(&ev[1].motion.x, &ev[1].motion.y);
  for (int i = 0; i < 2; i++) {
    union event *e = &ev[i];
    if (e->type == 1)
      printf("key %d\n", e->key.code);
    else
      printf("motion %d %d\n", e->motion.x, e->motion.y);
    print_bytes(e->raw, sizeof e->raw);
  }
  free(ev);
  free(vals);
  return 0;
}
