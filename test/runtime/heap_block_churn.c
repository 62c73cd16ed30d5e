// The allocation index under churn: tens of thousands of live blocks (its
// tables large, so that a free leaves a tombstone), most freed and made
// again round after round (inserts reuse tombstones; tables are rebuilt at
// the same size without them, or larger).  Every live block is still named
// by a report of its bounds, with its own size and allocation, and no
// freed one is, whether its slot was reused or not.
//
// RUN: %cc %cflags -fno-omit-frame-pointer %s -o %t %mpxrt
// RUN: env MPXRT_OPTIONS=mode=count:stack_depth=0 %t 2>&1 | FileCheck %s

#include "mpxrt.h"
#include <stdint.h>
#include <stdio.h>

enum { LIVE = 40000, ROUNDS = 6, PROBES = 25 };

static char *blocks[LIVE];
static __mpx_bnd bounds[LIVE];
static unsigned rng = 12345;

static unsigned next(void) {
  rng = rng * 1103515245u + 12345u;
  return rng >> 1;
}

__attribute__((noinline)) static void poke_at(uintptr_t a, __mpx_bnd b,
                                              unsigned line) {
  __mpx_check_w(a, 1, b, __MPX_SITE("churn.c", line, 1, "poke"));
}

int main(int argc, char **argv) {
  (void)argv;
  for (int i = 0; i < LIVE; ++i)
    blocks[i] = __mpxw_malloc(16 + (size_t)i % 48, &bounds[i]);
  // Each round frees two blocks in three, chosen at random, and makes
  // new ones in their places, of sizes the probes below tell apart.
  for (int r = 0; r < ROUNDS; ++r)
    for (int i = 0; i < LIVE; ++i) {
      if (next() % 3 == 0)
        continue;
      __mpxw_free(blocks[i], bounds[i]);
      blocks[i] = __mpxw_malloc(16 + (size_t)(i + r) % 48, &bounds[i]);
    }
  // Live blocks of 33 bytes: one past the end of each.
  int seen = 0;
  for (int i = 0; i < LIVE && seen < PROBES; i += 7)
    if (bounds[i].ub - bounds[i].lb + 1 == 33)
      poke_at((uintptr_t)blocks[i] + 32 + argc, bounds[i], 100 + seen++);
  fprintf(stderr, "live probes %d\n", seen);
  // CHECK-COUNT-25: (33 bytes) of 33-byte heap block allocated by malloc at
  // CHECK: live probes 25
  // Blocks of 35 bytes, freed: no longer named.
  seen = 0;
  for (int i = 1; i < LIVE && seen < PROBES; i += 7)
    if (bounds[i].ub - bounds[i].lb + 1 == 35) {
      uintptr_t a = (uintptr_t)blocks[i];
      __mpxw_free(blocks[i], bounds[i]);
      blocks[i] = 0;
      poke_at(a + 34 + argc, bounds[i], 200 + seen++);
    }
  fprintf(stderr, "freed probes %d\n", seen);
  // CHECK-COUNT-25: (35 bytes){{$}}
  // CHECK: freed probes 25
  // The rest still named after those frees, then all freed.
  seen = 0;
  for (int i = 3; i < LIVE && seen < PROBES; i += 7)
    if (blocks[i] && bounds[i].ub - bounds[i].lb + 1 == 40)
      poke_at((uintptr_t)blocks[i] + 39 + argc, bounds[i], 300 + seen++);
  // CHECK-COUNT-25: (40 bytes) of 40-byte heap block allocated by malloc at
  for (int i = 0; i < LIVE; ++i)
    if (blocks[i])
      __mpxw_free(blocks[i], bounds[i]);
  fprintf(stderr, "done %d\n", seen);
  // CHECK: done 25
  return 0;
}
