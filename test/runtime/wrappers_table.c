// Bounds-table effects of the memory clones: memcpy, memmove and mempcpy
// copy the entries of the pointers they copy (memmove in either direction
// over an overlap); memset and bzero forget the entries of what they
// overwrite; copies shorter than a pointer leave the table alone.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: %t | FileCheck %s --implicit-check-not=WRONG

#include "mpxrt.h"
#include <stdint.h>
#include <stdio.h>

static char objs[8][32];
static __mpx_bnd kb[8];

static int same(__mpx_bnd a, __mpx_bnd b) { return a.lb == b.lb && a.ub == b.ub; }
static int is_init(__mpx_bnd b) { return b.lb == 0 && b.ub == UINTPTR_MAX; }

// v[i] = objs[first + i] with its bounds recorded, for i < n.
static void fill(char **v, int n, int first) {
  for (int i = 0; i < n; ++i) {
    v[i] = objs[first + i];
    __mpx_stx(&v[i], v[i], kb[first + i]);
  }
}

// v[i] reads back the bounds of objs[first + i], for i < n.
static const char *check(char **v, int n, int first) {
  for (int i = 0; i < n; ++i)
    if (v[i] != objs[first + i] || !same(__mpx_ldx(&v[i], v[i]), kb[first + i]))
      return "WRONG";
  return "ok";
}

int main(void) {
  for (int i = 0; i < 8; ++i)
    kb[i] = __mpx_make(objs[i], 32);
  char *a[8], *b[8];
  __mpx_bnd ab = __mpx_make(a, sizeof a), bb = __mpx_make(b, sizeof b);
  volatile size_t n = sizeof a;

  fill(a, 8, 0);
  __mpxw_memcpy(b, a, n, bb, ab, NULL, "t.c:1:1", "main");
  printf("memcpy: %s\n", check(b, 8, 0));
  // CHECK: memcpy: ok

  fill(a, 8, 0);
  __mpxw_memmove(a + 1, a, n - sizeof *a, ab, ab, NULL, "t.c:2:1", "main");
  printf("memmove up: %s\n", check(a + 1, 7, 0));
  // CHECK-NEXT: memmove up: ok
  fill(a, 8, 0);
  __mpxw_memmove(a, a + 1, n - sizeof *a, ab, ab, NULL, "t.c:3:1", "main");
  printf("memmove down: %s\n", check(a, 7, 1));
  // CHECK-NEXT: memmove down: ok

  fill(a, 8, 0);
  __mpxw_mempcpy(b, a + 4, 4 * sizeof *a, bb, ab, NULL, "t.c:4:1", "main");
  printf("mempcpy: %s\n", check(b, 4, 4));
  // CHECK-NEXT: mempcpy: ok

  // A pointer copied as raw bytes of an unaligned, shorter copy keeps no
  // bounds (its slot's entry is not a copy): INIT, never wrong bounds.
  fill(a, 8, 0);
  fill(b, 8, 0);
  __mpxw_memcpy(b, a + 2, 4, bb, ab, NULL, "t.c:5:1", "main");
  printf("short copy: %s\n", is_init(__mpx_ldx(&b[0], b[0])) ? "INIT" : "WRONG");
  // CHECK-NEXT: short copy: INIT

  fill(a, 8, 0);
  __mpxw_memset(a + 2, 0, 3 * sizeof *a, ab, NULL, "t.c:6:1", "main");
  int ok = 1;
  for (int i = 2; i < 5; ++i)
    ok &= is_init(__mpx_ldx(&a[i], objs[i]));
  printf("memset: %s, others %s %s\n", ok ? "forgotten" : "WRONG", check(a, 2, 0),
         check(a + 5, 3, 5));
  // CHECK-NEXT: memset: forgotten, others ok ok
  fill(a, 8, 0);
  __mpxw_memset(a + 1, 0, 1, ab, NULL, "t.c:7:1", "main"); // one byte of a[1]
  printf("memset 1 byte: %s\n", is_init(__mpx_ldx(&a[1], objs[1])) ? "forgotten" : "WRONG");
  // CHECK-NEXT: memset 1 byte: forgotten

  fill(a, 8, 0);
  __mpxw_bzero(a, n, ab, "t.c:8:1", "main");
  ok = 1;
  for (int i = 0; i < 8; ++i)
    ok &= is_init(__mpx_ldx(&a[i], objs[i]));
  printf("bzero: %s\n", ok ? "forgotten" : "WRONG");
  // CHECK-NEXT: bzero: forgotten
  return 0;
}
