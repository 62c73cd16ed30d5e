// The bounds table: BNDSTX then BNDLDX of the same slot and value gives the
// stored bounds; another value, a slot never written, or a cleared slot
// gives INIT; __mpx_bt_copy moves entries with memmove semantics (both
// directions over an overlap, slots not holding an entry clear the
// destination's); __mpx_bt_clear forgets whole ranges, also ranges
// spanning tables that were never created, and ranges across the boundary
// of two tables (the slots just outside stay).
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: %t | FileCheck %s --implicit-check-not=WRONG

#include "mpxrt.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static int same(__mpx_bnd a, __mpx_bnd b) { return a.lb == b.lb && a.ub == b.ub; }
static int is_init(__mpx_bnd b) { return b.lb == 0 && b.ub == UINTPTR_MAX; }
static const char *verdict(int ok) { return ok ? "ok" : "WRONG"; }

enum { N = 16 };
static char objs[N][8];
static __mpx_bnd kb[N];
static char *slots[64];

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

  char *p = objs[3];
  __mpx_stx(&slots[0], p, kb[3]);
  printf("stx/ldx: %s\n", verdict(same(__mpx_ldx(&slots[0], p), kb[3])));
  // CHECK: stx/ldx: ok
  printf("other value: %s\n", verdict(is_init(__mpx_ldx(&slots[0], p + 1))));
  // CHECK-NEXT: other value: ok
  printf("never written: %s\n", verdict(is_init(__mpx_ldx(&slots[1], p))));
  // CHECK-NEXT: never written: ok
  __mpx_stx(&slots[0], p, __mpx_null()); // overwrite: NULL bounds
  __mpx_bnd nb = __mpx_ldx(&slots[0], p);
  printf("overwrite: %s\n", verdict(nb.lb == UINTPTR_MAX && nb.ub == 0));
  // CHECK-NEXT: overwrite: ok
  __mpx_bt_clear(&slots[0], sizeof(char *));
  printf("clear: %s\n", verdict(is_init(__mpx_ldx(&slots[0], p))));
  // CHECK-NEXT: clear: ok

  // Copy to a disjoint range; slots without an entry clear the target's.
  fill(0, 8, 0);
  fill(16, 8, 8);
  __mpx_bt_clear(&slots[3], 1); // one byte clears the whole slot
  __mpx_bt_copy(&slots[16], &slots[0], 8 * sizeof(char *));
  printf("copy: %s %s %s\n", verdict(holds(16, 3, 0) && holds(20, 4, 4)),
         verdict(is_init(__mpx_ldx(&slots[19], objs[11])) &&
                 is_init(__mpx_ldx(&slots[19], objs[3]))),
         verdict(holds(0, 3, 0)));
  // CHECK-NEXT: copy: ok ok ok

  // Overlapping, forward (destination above the source).
  fill(0, 8, 0);
  __mpx_bt_copy(&slots[2], &slots[0], 8 * sizeof(char *));
  printf("overlap up: %s\n", verdict(holds(2, 8, 0) && holds(0, 2, 0)));
  // CHECK-NEXT: overlap up: ok
  // Overlapping, backward (destination below the source).
  fill(10, 8, 0);
  __mpx_bt_copy(&slots[7], &slots[10], 8 * sizeof(char *));
  printf("overlap down: %s\n", verdict(holds(7, 8, 0) && holds(15, 3, 5)));
  // CHECK-NEXT: overlap down: ok

  // Fewer bytes than a slot: nothing copied.
  fill(30, 1, 0);
  fill(31, 1, 1);
  __mpx_bt_copy(&slots[31], &slots[30], 7);
  printf("short copy: %s\n", verdict(holds(31, 1, 1)));
  // CHECK-NEXT: short copy: ok

  // Between tables: a heap block far from the static slots (another table).
  char **heap = malloc(64 << 20);
  char **far = heap + (40 << 20) / sizeof(char *); // 40 MiB further: 5 tables
  fill(0, 4, 0);
  __mpx_bt_copy(far, &slots[0], 4 * sizeof(char *));
  int ok = 1;
  for (int i = 0; i < 4; ++i)
    ok &= same(__mpx_ldx(&far[i], objs[i]), kb[i]);
  printf("copy across tables: %s\n", verdict(ok));
  // CHECK-NEXT: copy across tables: ok
  // A clear straddling the boundary of two tables that both exist: the
  // slots on either side of the boundary are forgotten, the slots just
  // outside the range keep their entries.
  uintptr_t span = (uintptr_t)1 << (3 + __MPX_BT_TABLE_BITS);
  char **edge = (char **)(((uintptr_t)heap + 2 * span) & ~(span - 1));
  for (int i = -3; i < 3; ++i)
    __mpx_stx(&edge[i], objs[i + 3], kb[i + 3]);
  __mpx_bt_clear(&edge[-2], 4 * sizeof(char *));
  ok = same(__mpx_ldx(&edge[-3], objs[0]), kb[0]) &&
       same(__mpx_ldx(&edge[2], objs[5]), kb[5]);
  for (int i = -2; i < 2; ++i)
    ok &= is_init(__mpx_ldx(&edge[i], objs[i + 3]));
  printf("clear across a table boundary: %s\n", verdict(ok));
  // CHECK-NEXT: clear across a table boundary: ok
  // A clear over 64 MiB, most of it in tables never created.
  __mpx_stx(&heap[0], objs[0], kb[0]);
  __mpx_bt_clear(heap, 64 << 20);
  printf("clear across tables: %s\n",
         verdict(is_init(__mpx_ldx(&heap[0], objs[0])) &&
                 is_init(__mpx_ldx(&far[3], objs[3]))));
  // CHECK-NEXT: clear across tables: ok
  free(heap);
  printf("reserved: %s\n", verdict(__mpx_bt_reserved_bytes() > 0));
  // CHECK-NEXT: reserved: ok
  return 0;
}
