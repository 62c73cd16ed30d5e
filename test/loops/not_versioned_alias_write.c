// Loops versioning must leave alone because their body changes, through
// a pointer, a variable the guard would read before the loop: the bound
// (via int *pn = &n), an offset in the index (via &off), or the base
// pointer itself (via int **pp = &p).  Variables whose address is taken
// are not invariant, so none of these is versioned, and each overrun the
// change causes is reported by the checked loop.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: FileCheck %s --check-prefix=TEXT < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t bound 2>&1 | FileCheck %s --check-prefix=BOUND
// RUN: not --crash %t offset 2>&1 | FileCheck %s --check-prefix=OFFSET
// RUN: not --crash %t base 2>&1 | FileCheck %s --check-prefix=BASE
// STATS: loops versioned (checked only when a guard fails): 0
// TEXT-NOT: {{__mpx_span_ok\(}}

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static long grow_bound(int *a, int n, int grow) {
  long s = 0;
  int *pn = &n;
  for (int i = 0; i < n; i++) {
    // BOUND: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in grow_bound at {{.*}}not_versioned_alias_write.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    a[i] = i;
    s += i;
    *pn = grow;
  }
  return s;
}

static long shift_offset(const int *a, int n, int shift) {
  long s = 0;
  int off = 0;
  int *po = &off;
  for (int i = 0; i < n; i++) {
    // OFFSET: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in shift_offset at {{.*}}not_versioned_alias_write.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += a[i + off];
    *po = shift;
  }
  return s;
}

static long move_base(const int *p, int n, const int *other) {
  long s = 0;
  const int **pp = &p;
  for (int i = 0; i < n; i++) {
    // BASE: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in move_base at {{.*}}not_versioned_alias_write.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += p[i];
    *pp = other;
  }
  return s;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  int *a = malloc(4 * sizeof *a);
  int b[2] = {100, 200};
  static const int init[4] = {1, 2, 3, 4};
  memcpy(a, init, sizeof init);
  // In order (grow_bound writes a): arguments' order is unspecified.
  long grown = grow_bound(a, 4, 4);
  long same = shift_offset(a, 4, 0);
  long shifted = shift_offset(a, 3, 1);
  long moved = move_base(a, 2, b);
  // OK: 6 6 5 200
  printf("%ld %ld %ld %ld\n", grown, same, shifted, moved);
  if (!strcmp(mode, "bound"))
    grow_bound(a, 4, 5);
  if (!strcmp(mode, "offset"))
    shift_offset(a, 4, 1);
  if (!strcmp(mode, "base"))
    move_base(a, 3, b);
  free(a);
  return 0;
}
