// A slot read again reuses the earlier read's bounds only when nothing
// may have written memory in between.  An atomic store of the slot
// (__atomic_store_n, __atomic_exchange_n: no call to clang), in the body
// or in a callee whose body is only that store, writes it: the second read
// takes the new pointer's entry from the table (an atomic store records
// none, so its bounds are INIT there) instead of the old pointer's
// 4-byte bounds, which gave a false report for an access inside the new
// 64-byte block.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t > %t.out 2>&1 && FileCheck %s < %t.out
// CHECK: body 0 callee 0 exchange 0
// CHECK-NOT: mpx: bounds violation

#include <stdio.h>
#include <stdlib.h>

struct holder {
  char *buf;
};
static char *big;

__attribute__((noinline)) static void store(char **d, char *v) {
  __atomic_store_n(d, v, __ATOMIC_RELAXED);
}

__attribute__((noinline)) static int in_body(struct holder **link) {
  int x = (*link)->buf[1];
  __atomic_store_n(&(*link)->buf, big, __ATOMIC_SEQ_CST);
  return x + (*link)->buf[10];
}

__attribute__((noinline)) static int in_callee(struct holder **link) {
  int x = (*link)->buf[1];
  store(&(*link)->buf, big);
  return x + (*link)->buf[11];
}

__attribute__((noinline)) static int exchanged(struct holder **link) {
  int x = (*link)->buf[1];
  char *old = __atomic_exchange_n(&(*link)->buf, big, __ATOMIC_SEQ_CST);
  return x + old[0] + (*link)->buf[12];
}

int main(void) {
  big = calloc(64, 1);
  struct holder h = {calloc(4, 1)};
  struct holder *p = &h;
  if (!big || !h.buf)
    return 1;
  int a = in_body(&p);
  h.buf = calloc(4, 1);
  int b = in_callee(&p);
  h.buf = calloc(4, 1);
  int c = exchanged(&p);
  printf("body %d callee %d exchange %d\n", a, b, c);
  return 0;
}
