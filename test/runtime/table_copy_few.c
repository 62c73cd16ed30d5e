// The inline copy of a small aggregate's entries (__mpx_bt_copy with a
// constant size of at most four slots: a union holding a pointer copied by
// `*d = *s`, a struct of a few words): the same results as the runtime's
// copy for one to four slots, disjoint or overlapping by a slot either way,
// a source slot without an entry clearing the destination's, a size that
// is not a multiple of a slot, a misaligned destination (handed to the
// runtime), wide entries (handed to the runtime) and a destination whose
// table does not exist yet.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: %t | FileCheck %s --implicit-check-not=WRONG

#include "mpxrt.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int same(__mpx_bnd a, __mpx_bnd b) { return a.lb == b.lb && a.ub == b.ub; }
static int is_init(__mpx_bnd b) { return b.lb == 0 && b.ub == UINTPTR_MAX; }
static const char *verdict(int ok) { return ok ? "ok" : "WRONG"; }

enum { N = 8 };
static char objs[N][8];
static __mpx_bnd kb[N];
static char *slots[32];

static void fill(int from, int n, int first) {
  for (int i = 0; i < n; ++i) {
    slots[from + i] = objs[first + i];
    __mpx_stx(&slots[from + i], slots[from + i], kb[first + i]);
  }
}

// slots[from + i] holds objs[first + i] with its bounds, for i < n.
static int holds(int from, int n, int first) {
  int ok = 1;
  for (int i = 0; i < n; ++i)
    ok &= same(__mpx_ldx(&slots[from + i], objs[first + i]), kb[first + i]);
  return ok;
}

int main(void) {
  for (int i = 0; i < N; ++i)
    kb[i] = __mpx_make(objs[i], 8);

  fill(0, 4, 0);
  memcpy(&slots[8], &slots[0], 8);
  __mpx_bt_copy(&slots[8], &slots[0], 8);
  printf("one slot: %s\n", verdict(holds(8, 1, 0)));
  // CHECK: one slot: ok
  memcpy(&slots[8], &slots[0], 32);
  __mpx_bt_copy(&slots[8], &slots[0], 32);
  printf("four slots: %s\n", verdict(holds(8, 4, 0) && holds(0, 4, 0)));
  // CHECK-NEXT: four slots: ok

  // 20 bytes: two whole slots move, the third (4 bytes) keeps its entry.
  fill(16, 3, 4);
  memcpy(&slots[16], &slots[0], 16);
  __mpx_bt_copy(&slots[16], &slots[0], 20);
  printf("partial slot: %s\n", verdict(holds(16, 2, 0) && holds(18, 1, 6)));
  // CHECK-NEXT: partial slot: ok

  // Overlaps by one slot: every source entry is read before any is written.
  fill(0, 4, 0);
  memmove(&slots[1], &slots[0], 24);
  __mpx_bt_copy(&slots[1], &slots[0], 24);
  printf("overlap up: %s\n", verdict(holds(1, 3, 0) && holds(0, 1, 0)));
  // CHECK-NEXT: overlap up: ok
  fill(0, 4, 0);
  memmove(&slots[0], &slots[1], 24);
  __mpx_bt_copy(&slots[0], &slots[1], 24);
  printf("overlap down: %s\n", verdict(holds(0, 3, 1) && holds(3, 1, 3)));
  // CHECK-NEXT: overlap down: ok

  // A source slot without an entry clears the destination's.
  fill(0, 2, 0);
  fill(8, 2, 4);
  __mpx_bt_clear(&slots[1], sizeof(char *));
  slots[8] = slots[0], slots[9] = slots[1];
  __mpx_bt_copy(&slots[8], &slots[0], 16);
  printf("cleared source: %s %s\n", verdict(holds(8, 1, 0)),
         verdict(is_init(__mpx_ldx(&slots[9], objs[1])) &&
                 is_init(__mpx_ldx(&slots[9], objs[5]))));
  // CHECK-NEXT: cleared source: ok ok

  // A misaligned destination: the runtime finds the pointer by its value.
  static union {
    char bytes[40];
    char *p;
  } buf;
  fill(0, 1, 2);
  memcpy(buf.bytes + 4, &slots[0], 8);
  __mpx_bt_copy(buf.bytes + 4, &slots[0], 8);
  char *q;
  memcpy(&q, buf.bytes + 4, 8);
  __mpx_bnd qb = __mpx_ldx(buf.bytes + 4, q);
  printf("misaligned: %s\n", verdict(q == objs[2] && same(qb, kb[2])));
  // CHECK-NEXT: misaligned: ok

  // Wide entries (a pointer below its object) move with their escapes,
  // handed to the runtime: aligned, and misaligned.
  __mpx_bnd wb = {(uintptr_t)objs[3] + 1, (uintptr_t)objs[3] + 7};
  slots[0] = objs[3];
  __mpx_stx(&slots[0], objs[3], wb);
  fill(1, 1, 1);
  memcpy(&slots[24], &slots[0], 16);
  __mpx_bt_copy(&slots[24], &slots[0], 16);
  printf("wide: %s\n",
         verdict(same(__mpx_ldx(&slots[24], objs[3]), wb) && holds(25, 1, 1)));
  // CHECK-NEXT: wide: ok
  memcpy(buf.bytes + 12, &slots[0], 8);
  __mpx_bt_copy(buf.bytes + 12, &slots[0], 8);
  memcpy(&q, buf.bytes + 12, 8);
  printf("wide misaligned: %s\n",
         verdict(q == objs[3] && same(__mpx_ldx(buf.bytes + 12, q), wb)));
  // CHECK-NEXT: wide misaligned: ok

  // A destination in a table not created yet (64 MiB away from the rest).
  char **heap = malloc(64 << 20);
  char **far = heap + (40 << 20) / sizeof(char *);
  fill(0, 2, 0);
  memcpy(far, &slots[0], 16);
  __mpx_bt_copy(far, &slots[0], 16);
  printf("new table: %s\n",
         verdict(same(__mpx_ldx(&far[0], objs[0]), kb[0]) &&
                 same(__mpx_ldx(&far[1], objs[1]), kb[1])));
  // CHECK-NEXT: new table: ok
  free(heap);
  return 0;
}
