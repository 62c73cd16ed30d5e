// A function that stores a cached slot and returns without another call
// writes the held-back table entry when it returns (the cache variable's
// cleanup), so its caller loads the bounds it stored.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: not --crash %run %t 1 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %run %t > %t.actual && diff %t.expected %t.actual

#include <stdio.h>

struct holder {
  int *p;
};

// REWRITE: void {{__mpxc}}_install(
// REWRITE-SAME: cleanup(__mpx_flush))) __mpx_slot [[K:__mpx_k[0-9]+]]
// REWRITE: __mpx_stkd(&[[K]],
__attribute__((noinline)) void install(struct holder *h, int *buf) {
  h->p = buf;
  h->p[0] = 7;
}

int main(int argc, char **argv) {
  (void)argv;
  int first[8] = {0}, buf[4] = {0, 0, 0, 3};
  struct holder h = {first};
  install(&h, buf);
  int i = argc > 1 ? 4 : 3;
  // REPORT: mpx: bounds violation: read of size 4 {{.*}} in main at {{.*}}slot_cache_flush_at_return.c:[[@LINE+2]]:
  // CHECK: 7 3
  printf("%d %d\n", h.p[0], h.p[i]);
  return 0;
}
