// A global declared more than once (an `extern` as from a header before
// its definition, or an `extern` in a block) is one slot: a callee's store
// through either declaration is a store to the slot the caller caches, so
// the caller's cache is written back and forgotten at the call, and a
// block's store through its own declaration shares the function's cache.
// Both the pointer with the smaller bounds (reported one past them) and
// the one with the larger (not reported inside them) come back right.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: not --crash %run %t call 2>&1 | FileCheck %s --check-prefix=CALL
// RUN: not --crash %run %t block 2>&1 | FileCheck %s --check-prefix=BLOCK

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct pair {
  char head[4];
  char rest[12];
};

extern char *cursor; /* as from a header */

__attribute__((noinline)) static void point(char *x) { cursor = x; }

char *cursor; /* the definition */

/* Caches cursor, then the callee stores the other pointer (same address). */
__attribute__((noinline)) static int through_call(char *first, char *then) {
  cursor = first;
  cursor[0] = 1;
  point(then);
  return cursor[1];
}

/* The block's store goes through its own declaration of cursor. */
__attribute__((noinline)) static void through_block(char *big, char *small) {
  cursor = big;
  cursor[0] = 1;
  {
    extern char *cursor;
    cursor = small;
    cursor[0] = 2;
  }
}

int main(int argc, char **argv) {
  struct pair *p = calloc(1, sizeof *p);
  char *big = malloc(64), *small = malloc(4);
  const char *what = argc > 1 ? argv[1] : "";
  if (!p || !big || !small)
    return 1;
  if (!*what) {
    /* The larger bounds come last: inside them is fine. */
    int r = through_call(p->head, (char *)p);
    cursor[10] = 3;
    // OK: larger 0 3
    printf("larger %d %d\n", r, p->rest[6]);
  }
  if (strcmp(what, "call") == 0) {
    through_call((char *)p, p->head);
    // CALL: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}slot_cache_global_redeclared.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    cursor[4] = 3;
  }
  if (strcmp(what, "block") == 0) {
    through_block(big, small);
    // BLOCK: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}slot_cache_global_redeclared.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    cursor[4] = 3;
  }
  free(small);
  free(big);
  free(p);
  return 0;
}
