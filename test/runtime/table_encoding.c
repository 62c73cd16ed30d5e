// The bounds table's 8-byte entry keeps the bounds relative to the stored
// value (up to 16 KiB - 1 above the lower bound, widths up to 4 MiB - 1),
// NULL's bounds included; everything else goes to a wide entry and reads
// back as stored: INIT, empty bounds of any shape (as NULL bounds), bounds
// of 4 GiB - 1 bytes, pointers below their object or far into it; an
// object of 4 GiB or more keeps its lower bound and loses its upper one
// (never a false report).  A check of the value makes a slot reloaded with
// another value (near or far from the stored one, narrow or wide entry),
// a slot never written (also with NULL) and a wide entry with another
// lower bound than the one its check was made with read back INIT; a
// narrow store over a wide entry, and an INIT store over either, win.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: %t | FileCheck %s --implicit-check-not=WRONG

#include "mpxrt.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static int same(__mpx_bnd a, __mpx_bnd b) { return a.lb == b.lb && a.ub == b.ub; }
static int is_init(__mpx_bnd b) { return b.lb == 0 && b.ub == UINTPTR_MAX; }
static int is_null(__mpx_bnd b) { return b.lb == UINTPTR_MAX && b.ub == 0; }
static const char *verdict(int ok) { return ok ? "ok" : "WRONG"; }

static char obj[64];
static char *slot;

static __mpx_bnd round_trip(const void *v, __mpx_bnd b) {
  __mpx_stx(&slot, v, b);
  return __mpx_ldx(&slot, v);
}

int main(void) {
  printf("init: %s\n", verdict(is_init(round_trip(obj, __mpx_init()))));
  // CHECK: init: ok
  printf("null: %s\n", verdict(is_null(round_trip(obj, __mpx_null()))));
  // CHECK-NEXT: null: ok
  __mpx_bnd empty = {(uintptr_t)obj + 10, (uintptr_t)obj + 3};
  printf("empty: %s\n", verdict(is_null(round_trip(obj, empty))));
  // CHECK-NEXT: empty: ok
  __mpx_bnd big = {0x10000, 0x10000 + 0xfffffffdull}; // 4 GiB - 2 bytes
  printf("4G-2: %s\n", verdict(same(round_trip(obj, big), big)));
  // CHECK-NEXT: 4G-2: ok
  __mpx_bnd big1 = {0x10000, 0x10000 + 0xfffffffeull}; // 4 GiB - 1 byte
  printf("4G-1: %s\n", verdict(same(round_trip(obj, big1), big1)));
  // CHECK-NEXT: 4G-1: ok
  __mpx_bnd four = {0x10000, 0x10000 + 0xffffffffull}; // 4 GiB
  __mpx_bnd got4 = round_trip(obj, four);
  printf("4G: %s\n", verdict(got4.lb == four.lb && got4.ub == UINTPTR_MAX));
  // CHECK-NEXT: 4G: ok
  __mpx_bnd top = {UINTPTR_MAX, UINTPTR_MAX}; // the last byte of memory
  printf("top: %s\n", verdict(same(round_trip(obj, top), top)));
  // CHECK-NEXT: top: ok
  __mpx_bnd huge = {0x10000, 0x10000 + 0x100000000ull}; // 4 GiB + 1 byte
  __mpx_bnd got = round_trip(obj, huge);
  printf("4G+1: %s\n", verdict(got.lb == huge.lb && got.ub == UINTPTR_MAX));
  // CHECK-NEXT: 4G+1: ok
  __mpx_bnd one = __mpx_make(obj, 1);
  printf("one byte: %s\n", verdict(same(round_trip(obj + 40, one), one)));
  // CHECK-NEXT: one byte: ok

  // Another value than the one stored: INIT.
  __mpx_stx(&slot, obj, one);
  printf("other value: %s\n", verdict(is_init(__mpx_ldx(&slot, obj + 1))));
  // CHECK-NEXT: other value: ok
  int far_ok = 1;
  for (int bit = 0; bit < 64; ++bit)
    far_ok &= is_init(
        __mpx_ldx(&slot, (void *)((uintptr_t)obj ^ ((uintptr_t)1 << bit))));
  printf("other values: %s\n", verdict(far_ok));
  // CHECK-NEXT: other values: ok
  // Every value within 2^20 of the stored one, narrow and wide.
  static char *slot2;
  __mpx_bnd wide = {(uintptr_t)obj - 20100, (uintptr_t)obj + 63};
  __mpx_stx(&slot, obj, one);
  __mpx_stx(&slot2, obj, wide);
  int near_ok = 1;
  for (intptr_t d = -(1 << 20); d <= (1 << 20); ++d)
    if (d)
      near_ok &= is_init(__mpx_ldx(&slot, obj + d)) &&
                 is_init(__mpx_ldx(&slot2, obj + d));
  printf("near values: %s\n", verdict(near_ok));
  // CHECK-NEXT: near values: ok

  // Where the narrow entry ends.
  static char *heap;
  enum { KIB = 1024 };
  if (!(heap = malloc(8 << 20)))
    return 1;
  __mpx_bnd b4m = __mpx_make(heap, 4 << 20); // width 4 MiB - 1: narrow
  __mpx_bnd b4m1 = __mpx_make(heap, (4 << 20) + 1); // wide
  printf("widths: %s %s\n", verdict(same(round_trip(heap, b4m), b4m)),
         verdict(same(round_trip(heap, b4m1), b4m1)));
  // CHECK-NEXT: widths: ok ok
  round_trip(heap, b4m1);
  int escaped = *__mpx_bt_lookup((uintptr_t)&slot) == 1;
  round_trip(heap, b4m);
  printf("escapes: %d %d\n", escaped,
         *__mpx_bt_lookup((uintptr_t)&slot) == 1);
  // CHECK-NEXT: escapes: 1 0
  printf("into the object: %s %s %s\n",
         verdict(same(round_trip(heap + 16 * KIB - 1, b4m), b4m)),
         verdict(same(round_trip(heap + 16 * KIB, b4m), b4m)),
         verdict(same(round_trip(heap + (8 << 20) - 1, b4m), b4m)));
  // CHECK-NEXT: into the object: ok ok ok
  printf("below: %s\n", verdict(same(round_trip(heap - 1, b4m), b4m)));
  // CHECK-NEXT: below: ok
  __mpx_bnd nb = __mpx_null();
  __mpx_stx(&slot, (void *)0, nb);
  printf("NULL: %s %s\n", verdict(is_null(__mpx_ldx(&slot, (void *)0))),
         verdict(*__mpx_bt_lookup((uintptr_t)&slot) > 1));
  // CHECK-NEXT: NULL: ok ok
  static char *never[4];
  never[1] = 0;
  printf("never written: %s %s\n",
         verdict(is_init(__mpx_ldx(&never[1], (void *)0))),
         verdict(is_init(__mpx_ldx(&never[1], obj))));
  // CHECK-NEXT: never written: ok ok

  // Stores over each other.
  __mpx_stx(&slot, obj, wide);
  __mpx_stx(&slot, obj, one);
  printf("narrow over wide: %s\n", verdict(same(__mpx_ldx(&slot, obj), one)));
  // CHECK-NEXT: narrow over wide: ok
  __mpx_stx(&slot, obj, wide);
  __mpx_stx(&slot, obj, __mpx_init());
  printf("INIT over wide: %s\n", verdict(is_init(__mpx_ldx(&slot, obj))));
  // CHECK-NEXT: INIT over wide: ok
  __mpx_stx(&slot, obj, one);
  __mpx_stx(&slot, obj, __mpx_init());
  printf("INIT over narrow: %s %s\n", verdict(is_init(__mpx_ldx(&slot, obj))),
         verdict(*__mpx_bt_lookup((uintptr_t)&slot) == 0));
  // CHECK-NEXT: INIT over narrow: ok ok

  // Two wide entries, one of them then overwritten by a narrow one.
  __mpx_stx(&slot, obj, wide);
  __mpx_bnd wide2 = {(uintptr_t)obj - 20000, (uintptr_t)obj + 63};
  __mpx_stx(&slot2, obj, wide2);
  __mpx_bt_entry e2 = *__mpx_bt_lookup((uintptr_t)&slot2);
  __mpx_stx(&slot2, obj, one);
  printf("two wide entries: %s\n",
         verdict(same(__mpx_ldx(&slot, obj), wide) &&
                 same(__mpx_ldx(&slot2, obj), one) && e2 == 1));
  // CHECK-NEXT: two wide entries: ok
  printf("entry size: %zu\n", sizeof(__mpx_bt_entry));
  // CHECK-NEXT: entry size: 8
  return 0;
}
