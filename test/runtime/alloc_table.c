// The allocation clones keep the bounds table in step with the blocks:
// free forgets the entries of the whole block; realloc moves the entries
// of the pointers held in the block with its contents (and forgets the old
// ones), or forgets those past a block shrunk in place; posix_memalign
// records the bounds of the pointer it stores through pp.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: %t | FileCheck %s --implicit-check-not=WRONG

#include "mpxrt.h"
#include <malloc.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static int same(__mpx_bnd a, __mpx_bnd b) { return a.lb == b.lb && a.ub == b.ub; }
static int is_init(__mpx_bnd b) { return b.lb == 0 && b.ub == UINTPTR_MAX; }

static char objs[8][16];

int main(void) {
  __mpx_bnd b, kb[8];
  for (int i = 0; i < 8; ++i)
    kb[i] = __mpx_make(objs[i], 16);

  // A block of 8 pointers, each with its bounds in the table.
  char **v = __mpxw_malloc(8 * sizeof *v, &b);
  for (int i = 0; i < 8; ++i) {
    v[i] = objs[i];
    __mpx_stx(&v[i], v[i], kb[i]);
  }
  printf("stored: %s\n", same(__mpx_ldx(&v[7], v[7]), kb[7]) ? "ok" : "WRONG");
  // CHECK: stored: ok

  // realloc to 1 MiB (above the mmap threshold) moves the block.
  uintptr_t old = (uintptr_t)v;
  char **w = __mpxw_realloc(v, 1 << 20, b, &b);
  int moved = (uintptr_t)w != old;
  int ok = moved;
  for (int i = 0; i < 8; ++i)
    ok &= same(__mpx_ldx(&w[i], w[i]), kb[i]);
  printf("realloc moved, entries copied: %s\n", ok ? "ok" : "WRONG");
  // CHECK-NEXT: realloc moved, entries copied: ok
  ok = 1;
  for (int i = 0; i < 8; ++i)
    ok &= is_init(__mpx_ldx((char **)old + i, objs[i]));
  printf("old block's entries forgotten: %s\n", ok ? "ok" : "WRONG");
  // CHECK-NEXT: old block's entries forgotten: ok

  // Shrinking to fewer bytes than were moved: entries past n are not copied.
  char **x = __mpxw_malloc(8 * sizeof *x, &b);
  for (int i = 0; i < 8; ++i) {
    x[i] = objs[i];
    __mpx_stx(&x[i], x[i], kb[i]);
  }
  x = __mpxw_realloc(x, 3 * sizeof *x, b, &b);
  ok = 1;
  for (int i = 0; i < 3; ++i)
    ok &= same(__mpx_ldx(&x[i], x[i]), kb[i]);
  for (int i = 3; i < 8; ++i)
    ok &= is_init(__mpx_ldx(&x[i], objs[i]));
  printf("shrunk: kept 3, forgot the rest: %s\n", ok ? "ok" : "WRONG");
  // CHECK-NEXT: shrunk: kept 3, forgot the rest: ok

  // free forgets every entry of the block, up to its usable size.
  size_t usable = malloc_usable_size(x);
  uintptr_t fx = (uintptr_t)x;
  __mpx_stx((char *)fx + (usable / 8 - 1) * 8, objs[5], kb[5]);
  __mpxw_free(x, b);
  ok = is_init(__mpx_ldx((char *)fx, objs[0])) &&
       is_init(__mpx_ldx((char *)fx + (usable / 8 - 1) * 8, objs[5]));
  printf("free forgot the block: %s\n", ok ? "ok" : "WRONG");
  // CHECK-NEXT: free forgot the block: ok

  // realloc(p, 0) frees p: its entries go too.
  char **y = __mpxw_malloc(2 * sizeof *y, &b);
  y[0] = objs[1];
  __mpx_stx(&y[0], y[0], kb[1]);
  uintptr_t fy = (uintptr_t)y;
  y = __mpxw_realloc(y, 0, b, &b);
  printf("realloc(p, 0): %s\n",
         !y && is_init(__mpx_ldx((char *)fy, objs[1])) ? "ok" : "WRONG");
  // CHECK-NEXT: realloc(p, 0): ok
  free(y);

  // posix_memalign: *pp loaded back with ldx has the allocation's bounds.
  void *q = NULL;
  int err = __mpxw_posix_memalign(&q, 64, 48, __mpx_make(&q, sizeof q));
  printf("posix_memalign: %d %s\n", err,
         same(__mpx_ldx(&q, q), __mpx_make(q, 48)) ? "recorded" : "WRONG");
  // CHECK-NEXT: posix_memalign: 0 recorded
  __mpxw_free(q, __mpx_make(q, 48));
  return 0;
}
