// A pointer field read in branches that exclude each other is read once
// whichever branch runs: a slot cache would cost its set-up and a miss on
// every call and save nothing, so the function loads the table at each
// read (an index lookup like Lua's index2value: `ci->base` on one path,
// `L->top` on another).  The same reads in a loop run again, and are
// cached.  Both report an access out of bounds at its own line.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: not --crash %run %t 1 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: not --crash %run %t 2 2>&1 | FileCheck %s --check-prefix=LOOP
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %run %t > %t.actual && diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct state {
  long *base;
  long *top;
};

// REWRITE: static long *{{__mpxc}}_slot_at(
// REWRITE-NOT: __mpx_slot
// REWRITE: __mpx_ldxp(&({{.*}}L->base
// REWRITE: __mpx_ldxp(&({{.*}}L->top
// REWRITE: __mpx_ldxp(&({{.*}}L->base
// REWRITE: static long *{{slot}}_at(
__attribute__((noinline)) static long *slot_at(struct state *L, int i) {
  if (i > 0)
    return L->base + (i - 1);
  else if (i < 0)
    return L->top + i;
  return i == 0 ? L->base : NULL;
}

// REWRITE: static long {{__mpxc}}_sum_at(
// REWRITE: __mpx_slot [[K:__mpx_k[0-9]+]] = __MPX_SLOT_INIT;
// REWRITE: __mpx_ldkp({{.*}}&[[K]])
// REWRITE: static long {{sum}}_at(
__attribute__((noinline)) static long sum_at(struct state *L, int n,
                                             int past) {
  long s = 0;
  for (int i = 0; i < n; i++) {
    if (i & 1)
      s += L->base[i];
    else
      // LOOP: mpx: bounds violation: read of size 8 {{.*}} in sum_at at {{.*}}slot_cache_once_per_path.c:[[@LINE+1]]:
      s += L->base[i + past];
  }
  return s;
}

int main(int argc, char **argv) {
  struct state L;
  L.base = calloc(8, sizeof(long));
  for (int i = 0; i < 8; i++)
    L.base[i] = 10 * i;
  L.top = L.base + 8;
  // CHECK: at 10 70 0
  printf("at %ld %ld %ld\n", *slot_at(&L, 2), *slot_at(&L, -1),
         *slot_at(&L, 0));
  // CHECK: sum 280
  printf("sum %ld\n", sum_at(&L, 8, 0));
  if (argc > 1 && argv[1][0] == '1')
    // REPORT: mpx: bounds violation: read of size 8 {{.*}} in main at {{.*}}slot_cache_once_per_path.c:[[@LINE+1]]:
    printf("at %ld\n", *slot_at(&L, 9));
  if (argc > 1 && argv[1][0] == '2')
    printf("sum %ld\n", sum_at(&L, 8, 2));
  return 0;
}
