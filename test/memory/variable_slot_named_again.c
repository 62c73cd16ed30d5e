// A pointer variable whose address escapes lives in memory: its stores and
// updates keep its bounds in the table.  Its address is a constant, so the
// rewrite names the variable again instead of holding the slot's address
// and value in temporaries (each a stack slot of its own at -O0): stores,
// `p++` whose value is used or not, `++p`, `p += n`, and a member of a
// struct variable (`s.p`).  Every value and bounds stay those of the plain
// program: the last read through the updated pointer is one past its
// array.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

#ifdef OK
#define OVER 0
#else
#define OVER 1
#endif

struct holder {
  int tag;
  char *p;
};

static char *read_through(char **pp) { return *pp; }

int main(int argc, char **argv) {
  (void)argv;
  char buf[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  char other[2] = {9, 10};
  char *p = other;
  char **pp = &p;
  struct holder s = {0, other};
  struct holder *sp = &s;
  // REWRITE: ((void)(p = buf), (void)(__mpx_stx(&(p), (p), {{.*}})), (void)(p));
  p = buf;
  // REWRITE: ((void)__mpx_ldxo(&(p), (p), &[[T:__mpx_t[0-9]+]]), (void)(p++), (void)(__mpx_stx(&(p), (p), [[T]])), (void)(p));
  p++;
  // REWRITE: char *q = {{.*}}((void)__mpx_ldxo(&(p), (p), &[[T:__mpx_t[0-9]+]]), (void)([[V:__mpx_p[0-9]+]] = p++), (void)(__mpx_stx(&(p), (p), [[T]])), [[V]])
  char *q = p++;
  // REWRITE: char *r = {{.*}}((void)__mpx_ldxo(&(p), (p), &[[T:__mpx_t[0-9]+]]), (void)(++p), (void)(__mpx_stx(&(p), (p), [[T]])), (p))
  char *r = ++p;
  p += 2;
  // REWRITE: ((void)(s.p = buf + 1), (void)(__mpx_stx(&(s.p), (s.p),
  s.p = buf + 1;
  s.p += 2;
  printf("%d %d %d %d %d\n", *q, *r, *read_through(pp), *sp->p, q[-1]);
  p += 1 + argc + OVER;
  // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}variable_slot_named_again.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  printf("%d\n", (*pp)[0]);
  return 0;
}
