// A slot stored and read again in one block shares a slot cache, whose
// store waits for the cache's flush.  A later store of the slot on one
// path runs after those uses, so it is not alone: it goes through the same
// cache.  (Were it written to the table directly, the flush at the
// function's end would write the first pointer's entry over it, and the
// second pointer would come back from the table without its bounds.)
// The overflow of the second pointer, read back from the struct after
// the call, is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: not --crash %run %t over 2>&1 | FileCheck %s --check-prefix=REPORT
// REWRITE: __mpx_stkd(&{{__mpx_k[0-9]+}}, {{__mpx_p[0-9]+}}, {{__mpx_p[0-9]+}}, __mpx_b_b)

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct holder {
  char *p;
  long first;
};

__attribute__((noinline)) static void point(struct holder *h, char *a,
                                            char *b, int swap) {
  h->p = a;
  h->first = h->p[0];
  if (swap)
    h->p = b;
}

int main(int argc, char **argv) {
  (void)argv;
  struct holder *h = malloc(sizeof *h);
  char *a = malloc(64), *b = malloc(4);
  strcpy(a, "long string");
  point(h, a, b, 1);
  // OK: first 108
  printf("first %ld\n", h->first);
  // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}slot_cache_store_after_cached_pair.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  h->p[argc > 1 ? 4 : 3] = 'x';
  free(b);
  free(a);
  free(h);
  return 0;
}
