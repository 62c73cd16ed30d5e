// Loops versioning must leave alone because their body changes, through a
// pointer taken before the loop, a part of a variable the guard would read:
// a member of a local struct (int *off = &w.off, then *off = shift) used in
// the index, and the bytes of a union's int bound through its array member
// (u.b decays to a pointer, then pb[0] = grow).  The address of a member,
// or an array member's decay, makes the whole variable not invariant, so
// neither loop is versioned, and the overrun the change causes is reported
// by the checked loop.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: FileCheck %s --check-prefix=TEXT < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t member 2>&1 | FileCheck %s --check-prefix=MEMBER
// RUN: not --crash %t union 2>&1 | FileCheck %s --check-prefix=UNION
// STATS: loops versioned (checked only when a guard fails): 0
// TEXT-NOT: {{__mpx_span_ok\(}}

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct window {
  int off, len;
};

static long sum_window(const int *a, int len, int shift) {
  struct window w = {0, len};
  int *off = &w.off; // the address of a member, not of w
  long s = 0;
  for (int i = 0; i < w.len; i++) {
    // MEMBER: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in sum_window at {{.*}}not_versioned_member_address.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += a[i + w.off];
    *off = shift; // a guard would have read w.off == 0 before the loop
  }
  return s;
}

union limit {
  int n;
  unsigned char b[4];
};

static void fill_union(int *a, int n, int grow) {
  union limit u;
  u.n = n;
  unsigned char *pb = u.b; // the array member decays to a pointer into u
  for (int i = 0; i < u.n; i++) {
    // UNION: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in fill_union at {{.*}}not_versioned_member_address.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    a[i] = i;
    pb[0] = (unsigned char)grow; // changes u.n (little-endian low byte)
  }
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  int *a = malloc(4 * sizeof *a);
  static const int init[4] = {1, 2, 3, 4};
  memcpy(a, init, sizeof init);
  fill_union(a, 4, 4);
  // OK: 6 5 0 1 2 3
  printf("%ld %ld %d %d %d %d\n", sum_window(a, 4, 0), sum_window(a, 3, 1),
         a[0], a[1], a[2], a[3]);
  if (!strcmp(mode, "member"))
    sum_window(a, 4, 1);
  if (!strcmp(mode, "union"))
    fill_union(a, 4, 5);
  free(a);
  return 0;
}
