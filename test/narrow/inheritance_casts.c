// Container idiom: C "inheritance" by first-member casts.  Upcasts
// (&c->base, &sq->rect.base), downcasts ((struct circle *)s) through a
// struct shape * parameter and through function pointers, and a three-level
// hierarchy: the first field is a struct, so it is not narrowed, and the
// correct program runs clean and prints what the plain build prints, in every
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

struct shape {
  int kind;
  double (*area)(const struct shape *);
  char name[8];
};

struct circle {
  struct shape base;
  double r;
};

struct rect {
  struct shape base;
  double w, h;
};

struct square {
  struct rect rect;
  int tag;
};

static double circle_area(const struct shape *s) {
  const struct circle *c = (const struct circle *)s;
  return 3.0 * c->r * c->r;
}

static double rect_area(const struct shape *s) {
  const struct rect *r = (const struct rect *)s;
  return r->w * r->h;
}

static void shape_init(struct shape *s, int kind, double (*area)(const struct shape *),
                       const char *name) {
  s->kind = kind;
  s->area = area;
  strncpy(s->name, name, sizeof s->name - 1);
  s->name[sizeof s->name - 1] = '\0';
}

static struct shape *new_circle(double r) {
  struct circle *c = malloc(sizeof *c);
  shape_init(&c->base, 1, circle_area, "circle");
  c->r = r;
  return &c->base;
}

static struct shape *new_square(double side, int tag) {
  struct square *sq = malloc(sizeof *sq);
  shape_init(&sq->rect.base, 3, rect_area, "square");
  sq->rect.w = sq->rect.h = side;
  sq->tag = tag;
  return (struct shape *)sq;
}

static void describe(const struct shape *s) {
  printf("%s kind %d area %.1f", s->name, s->kind, s->area(s));
  if (s->kind == 3) {
    const struct square *sq = (const struct square *)s;
    printf(" tag %d", sq->tag);
  }
  printf("\n");
}

int main(void) {
  struct shape *shapes[4];
  shapes[0] = new_circle(1.0);
  struct rect *r = malloc(sizeof *r);
  shape_init((struct shape *)r, 2, rect_area, "rect");
  r->w = 2;
  r->h = 5;
  shapes[1] = &r->base;
  shapes[2] = new_square(3, 42);
  shapes[3] = new_circle(2.0);
  for (int i = 0; i < 4; i++)
    describe(shapes[i]);
  struct circle *c = (struct circle *)shapes[3];
  c->r = 0.5;
  struct rect *back = (struct rect *)&r->base;
  back->h = 1;
  struct square *sq = (struct square *)&((struct rect *)shapes[2])->base;
  sq->tag++;
  for (int i = 0; i < 4; i++) {
    describe(shapes[i]);
    free(shapes[i]);
  }
  return 0;
}
