// A counted loop over an array member reached through a pointer the loop
// never changes (r->name[i], a flexible array b->data[i], a member of a
// member r->in.vals[i]): the member's address is arithmetic on the
// pointer, and its bounds are the pointer's narrowed to the member, so
// the guard narrows them once and tests the elements' range against
// them.  The loop may store to memory and call functions (neither moves
// the member).  One element past a sized member is an overflow into the
// next field, inside the object: the guard fails and the checked copy
// reports it at its line.  Without narrowing (--narrow=none) the guard
// tests the pointer's own bounds, as the checks do.  A loop that moves the
// pointer keeps its checks.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %mpx-rewrite %s --stats --narrow=none -- 2>&1 >/dev/null | FileCheck %s --check-prefix=STATS
// RUN: FileCheck %s --check-prefix=GUARD < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t name 2>&1 | FileCheck %s --check-prefix=NAME
// RUN: not --crash %t data 2>&1 | FileCheck %s --check-prefix=DATA
// RUN: not --crash %t inner 2>&1 | FileCheck %s --check-prefix=INNER
// STATS: loops versioned (checked only when a guard fails): 5
// GUARD: {{__mpx_span_ok}}(__MPX_INT(r -> name), 1, {{__mpx_narrow}}(__mpx_b_r, r -> name, 8),
// GUARD: {{__mpx_span_ok}}(__MPX_INT(b -> data), 1, {{__mpx_narrow_lower}}(__mpx_b_b{{(_[0-9]+)?}}, b -> data),

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct rec {
  int id;
  char name[8];
  int tail;
  struct {
    short n;
    short vals[4];
  } in;
  int end;
};

struct block {
  struct block *next;
  size_t size;
  unsigned char data[];
};

static unsigned char fill(unsigned seed, size_t i) {
  return (unsigned char)(seed + i * 7);
}

__attribute__((noinline)) static void set_name(struct rec *r, int n) {
  for (int i = 0; i < n; i++)
    // NAME: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in set_name at {{.*}}guard_array_member.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    r->name[i] = (char)('a' + i);
}

__attribute__((noinline)) static struct block *new_block(size_t size,
                                                         size_t n,
                                                         unsigned seed) {
  struct block *b = malloc(sizeof *b + size);
  if (!b)
    exit(1);
  b->next = NULL;
  b->size = size;
  for (size_t i = 0; i < n; i++)
    // DATA: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in new_block at {{.*}}guard_array_member.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    b->data[i] = fill(seed, i);
  return b;
}

__attribute__((noinline)) static long sum_in(const struct rec *r, int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    // INNER: mpx: bounds violation: read of size 2 at 0x{{[0-9a-f]+}} in sum_in at {{.*}}guard_array_member.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += r->in.vals[i] * (i + 1);
  return s;
}

/* The pointer moves: each element's check stays. */
static int names_total(struct rec *r, int count) {
  int t = 0;
  for (int i = 0; i < count; i++, r++)
    t += r->name[0];
  return t;
}

int main(int argc, char **argv) {
  struct rec *r = calloc(2, sizeof *r);
  if (!r)
    return 1;
  const char *what = argc > 1 ? argv[1] : "";
  set_name(r, strcmp(what, "name") == 0 ? 9 : 8);
  set_name(r + 1, 3);
  for (int i = 0; i < 4; i++)
    r->in.vals[i] = (short)(i + 1);
  struct block *b = new_block(32, strcmp(what, "data") == 0 ? 33 : 32, 5);
  long s = sum_in(r, strcmp(what, "inner") == 0 ? 5 : 4);
  unsigned sum = 0;
  for (size_t i = 0; i < b->size; i++)
    sum += b->data[i];
  // OK: name abcdefgh data 3632 in 30 names 194
  printf("name %.8s data %u in %ld names %d\n", r->name, sum, s,
         names_total(r, 2));
  free(b);
  free(r);
  return 0;
}
