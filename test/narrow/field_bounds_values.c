// The exact bounds each field expression gets, read back with GCC's
// __bnd_get_ptr_lbound / __bnd_get_ptr_ubound (no #include needed) and printed
// as offsets from the start of a 52-byte allocation holding one 36-byte
// struct, in each mode: first scalar field (exempt unless
// --first-field-has-own-bounds), array field, struct field (never narrowed),
// its first field, its array field, a row (--narrow=innermost), union
// members, a trailing [1] (never narrowed, so the whole allocation, unless
// --strict-flex-arrays), and a field address converted to raw bytes (the
// enclosing object's bounds).  Each field pointer is held in a variable of
// its own type before it is shown, since handing &s->f to show()'s void *
// directly would be a raw-bytes conversion.
//
// RUN: %mpx-rewrite %s -- > %t.c && %cc %cflags %t.c -o %t %mpxrt
// RUN: %t | FileCheck %s --check-prefix=FIELDS --match-full-lines
// RUN: %mpx-rewrite --narrow=none %s -- > %t.none.c && %cc %cflags %t.none.c -o %t.none %mpxrt
// RUN: %t.none | FileCheck %s --check-prefix=NONE --match-full-lines
// RUN: %mpx-rewrite --narrow=innermost %s -- > %t.inner.c && %cc %cflags %t.inner.c -o %t.inner %mpxrt
// RUN: %t.inner | FileCheck %s --check-prefix=INNER --match-full-lines
// RUN: %mpx-rewrite --first-field-has-own-bounds %s -- > %t.own.c && %cc %cflags %t.own.c -o %t.own %mpxrt
// RUN: %t.own | FileCheck %s --check-prefix=OWN --match-full-lines
// RUN: %mpx-rewrite --strict-flex-arrays %s -- > %t.strict.c && %cc %cflags %t.strict.c -o %t.strict %mpxrt
// RUN: %t.strict | FileCheck %s --check-prefix=STRICT --match-full-lines

#include <stdio.h>
#include <stdlib.h>

struct in {
  int a;
  char b[4];
};

struct S {
  int first;       // 0..3
  char name[8];    // 4..11
  struct in in;    // 12..19
  char m[2][3];    // 20..25
  union {
    char c[2];
    int i;
  } u;             // 28..31
  char tail[1];    // 32, then 3 bytes of padding: sizeof 36
};

static char *base;

#define SHOW(what, e)                                                          \
  do {                                                                         \
    __auto_type q_ = (e);                                                      \
    show(what, q_);                                                            \
  } while (0)

static void show(const char *what, const void *p) {
  long lb = (const char *)__bnd_get_ptr_lbound(p) - base;
  long ub = (const char *)__bnd_get_ptr_ubound(p) - base;
  printf("%s %ld %ld\n", what, lb, ub);
}

int main(void) {
  struct S *s = malloc(sizeof(struct S) + 16);
  base = (char *)s;
  SHOW("size", s);
  SHOW("first", &s->first);
  SHOW("name", s->name);
  SHOW("in", &s->in);
  SHOW("in.a", &s->in.a);
  SHOW("in.b", s->in.b);
  SHOW("m", s->m);
  SHOW("m[1]", s->m[1]);
  SHOW("u.i", &s->u.i);
  SHOW("u.c", s->u.c);
  SHOW("tail", s->tail);
  show("in.a raw", &s->in.a);
  free(s);
  return 0;
}

// FIELDS:      size 0 51
// FIELDS-NEXT: first 0 51
// FIELDS-NEXT: name 4 11
// FIELDS-NEXT: in 0 51
// FIELDS-NEXT: in.a 0 51
// FIELDS-NEXT: in.b 16 19
// FIELDS-NEXT: m 20 25
// FIELDS-NEXT: m[1] 20 25
// FIELDS-NEXT: u.i 0 51
// FIELDS-NEXT: u.c 28 29
// FIELDS-NEXT: tail 32 51
// FIELDS-NEXT: in.a raw 0 51

// NONE:      size 0 51
// NONE-NEXT: first 0 51
// NONE-NEXT: name 0 51
// NONE-NEXT: in 0 51
// NONE-NEXT: in.a 0 51
// NONE-NEXT: in.b 0 51
// NONE-NEXT: m 0 51
// NONE-NEXT: m[1] 0 51
// NONE-NEXT: u.i 0 51
// NONE-NEXT: u.c 0 51
// NONE-NEXT: tail 0 51
// NONE-NEXT: in.a raw 0 51

// INNER:      size 0 51
// INNER-NEXT: first 0 51
// INNER-NEXT: name 4 11
// INNER-NEXT: in 0 51
// INNER-NEXT: in.a 0 51
// INNER-NEXT: in.b 16 19
// INNER-NEXT: m 20 25
// INNER-NEXT: m[1] 23 25
// INNER-NEXT: u.i 0 51
// INNER-NEXT: u.c 28 29
// INNER-NEXT: tail 32 51
// INNER-NEXT: in.a raw 0 51

// OWN:      size 0 51
// OWN-NEXT: first 0 3
// OWN-NEXT: name 4 11
// OWN-NEXT: in 0 51
// OWN-NEXT: in.a 12 15
// OWN-NEXT: in.b 16 19
// OWN-NEXT: m 20 25
// OWN-NEXT: m[1] 20 25
// OWN-NEXT: u.i 28 31
// OWN-NEXT: u.c 28 29
// OWN-NEXT: tail 32 51
// OWN-NEXT: in.a raw 0 51

// STRICT:      size 0 51
// STRICT-NEXT: first 0 51
// STRICT-NEXT: name 4 11
// STRICT-NEXT: in 0 51
// STRICT-NEXT: in.a 0 51
// STRICT-NEXT: in.b 16 19
// STRICT-NEXT: m 20 25
// STRICT-NEXT: m[1] 20 25
// STRICT-NEXT: u.i 0 51
// STRICT-NEXT: u.c 28 29
// STRICT-NEXT: tail 32 32
// STRICT-NEXT: in.a raw 0 51
