// A store to a cached slot may leave the table entry behind until the next
// flush; every call is preceded by one, so a callee that loads the slot
// finds the bounds just stored (and reports the access past them).  A
// store inside the call's own arguments runs after that flush and writes
// through.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: %cc %cflags %if clang %{ -Wcomma %} %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: not --crash %run %t 1 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: not --crash %run %t 1 2 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %run %t > %t.actual && diff %t.expected %t.actual

#include <stdio.h>

struct holder {
  int *p;
};

__attribute__((noinline)) int read_at(struct holder *h, int i) {
  // REPORT: mpx: bounds violation: read of size 4 {{.*}} in read_at at {{.*}}slot_cache_flush_before_call.c:[[@LINE+1]]:
  return h->p[i];
}

// REWRITE: int {{__mpxc}}_store_then_call(
// REWRITE: __mpx_stkd(&[[K:__mpx_k[0-9]+]],
// REWRITE: __mpx_flush(&[[K]]), {{.*}}__mpxc_read_at(
__attribute__((noinline)) int store_then_call(struct holder *h, int *buf,
                                              int i) {
  h->p = buf;
  h->p[0] = 1;
  return read_at(h, i);
}

// REWRITE: int {{__mpxc}}_store_in_arguments(
// REWRITE: __mpxc_read_at(h, {{.*}}__mpx_stk(&
__attribute__((noinline)) int store_in_arguments(struct holder *h, int *buf,
                                                 int i) {
  h->p[0] = 2;
  return read_at(h, ((void)(h->p = buf), i));
}

int main(int argc, char **argv) {
  (void)argv;
  int first[8] = {0}, buf[4] = {0, 0, 0, 9};
  struct holder h = {first};
  int i = argc > 1 ? 4 : 3;
  // CHECK: 9 9
  // (one argument: past buf through store_then_call; two: through
  // store_in_arguments)
  printf("%d", argc != 3 ? store_then_call(&h, buf, i) : 9);
  h.p = first;
  printf(" %d\n", argc != 2 ? store_in_arguments(&h, buf, i) : 9);
  return 0;
}
