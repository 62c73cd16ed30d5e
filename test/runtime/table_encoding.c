// The bounds table's 16-byte entry keeps the lower bound and a 32-bit width
// (ub - lb): INIT bounds, empty bounds of any shape (as NULL bounds),
// bounds of 4 GiB - 1 bytes and pointers outside their object all read
// back as stored; an object of 4 GiB or more keeps its lower bound and
// loses its upper one (never a false report); and a check that mixes
// value, lower bound and width makes a slot reloaded with another value
// (near or far from the stored one), or an entry with another lower bound
// than the one its check was made with (also between two pointers to
// their objects' starts, the common case of a torn read), read back INIT.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: %t | FileCheck %s --implicit-check-not=WRONG

#include "mpxrt.h"
#include <stdint.h>
#include <stdio.h>

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
  // Two pointers to their objects' starts: the lower bound of one under
  // the other's width and check.
  static char *slot2;
  __mpx_bnd b1 = __mpx_make(obj, 16), b2 = __mpx_make(obj + 32, 8);
  __mpx_stx(&slot, obj, b1);
  __mpx_stx(&slot2, obj + 32, b2);
  __mpx_bt_entry *e1 = __mpx_bt_lookup((uintptr_t)&slot);
  __mpx_bt_entry *e2 = __mpx_bt_lookup((uintptr_t)&slot2);
  e2->lb = e1->lb;
  printf("torn starts: %s %s\n", verdict(is_init(__mpx_ldx(&slot2, obj + 32))),
         verdict(is_init(__mpx_ldx(&slot2, obj))));
  // CHECK-NEXT: torn starts: ok ok
  // The lower bound of another store under this store's check: INIT.
  __mpx_bt_entry *e = __mpx_bt_lookup((uintptr_t)&slot);
  e->lb += 8;
  printf("torn: %s\n", verdict(is_init(__mpx_ldx(&slot, obj))));
  // CHECK-NEXT: torn: ok
  printf("entry size: %zu\n", sizeof(__mpx_bt_entry));
  // CHECK-NEXT: entry size: 16
  return 0;
}
