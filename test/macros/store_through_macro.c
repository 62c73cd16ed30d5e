// Pointer stores and loads whose operands are spelled through macros
// (zlib's `strm->msg = ERR_MSG(...)`, Lua's `G(L)->twups = L`): the store's
// wrap and the load's wrap must nest, whichever tier each edit takes.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

static char buf[4] = "abc";
static char *tab[2] = {"x", buf};
#define M tab[1]
#define P(x) (x)
#define FIELD(o) ((o)->p)

struct holder {
  char *p;
};

static char *g;

static void store(char **pp, char *q) { *P(pp) = q; }

int main(int argc, char **argv) {
  (void)argc, (void)argv;
  struct holder h;
  char *r;
  g = M;
  store(&r, g);
  P(&h)->p = r;
  char *t = FIELD(&h);
  printf("%c%c%c\n", g[0], r[1], t[2]);
#ifndef OK
  // REPORT: mpx: bounds violation: read of size 1 {{.*}} in main at {{.*}}store_through_macro.c:[[@LINE+1]]:
  printf("%c\n", t[argc + 3]);
#endif
  return 0;
}
