// Raw bytes before a struct-typed field, reached later through a pointer
// variable (Lua's main thread: L = &g->mainth.l, then lua_getextraspace(L) in
// another function).  The address of a field whose type is a struct or union
// is not narrowed: it keeps the enclosing object's bounds wherever it goes,
// so the extra space is reachable; reading past the whole object is still
// reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct state {
  long a[4];
};

struct LX {
  char extra[8];
  struct state l;
};

struct global {
  int seed;
  struct LX mainth;
};

#define getextraspace(L) ((void *)((char *)(L) - 8))

#ifdef OK
static volatile size_t len = 8;
#else
static volatile size_t len = 48;
#endif

static struct state *newstate(struct global *g) {
  struct state *L = &g->mainth.l;
  L->a[0] = 1;
  return L;
}

static void setextra(struct state *L, const char *s) {
  strcpy((char *)getextraspace(L), s);
}

int main(void) {
  struct global *g = calloc(1, sizeof *g);
  struct state *L = newstate(g);
  setextra(L, "extra");
  char out[64];
  // REPORT: mpx: bounds violation: read of size 48 at 0x{{[0-9a-f]+}} in main at {{.*}}extraspace_through_variable.c:[[@LINE+1]]:3: 1 byte(s) above upper bound of
  memcpy(out, getextraspace(L), len);
  printf("%s %ld\n", out, L->a[0]);
  free(g);
  return 0;
}
