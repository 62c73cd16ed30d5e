// Constant indices into an array field through a pointer parameter the body
// never changes (c->st[0], c->st[3]) are checked against bounds narrowed to
// the array; they lie inside the struct, so the struct's covering check on
// entry covers them too.  An index outside the array (c->st[4], inside the
// struct but past the array: an overflow ASan cannot see) is not covered and
// is reported even though the covering check passed.  The covering check
// tests the bytes the body reaches (n and st, 20 bytes), not `after`.
//
// RUN: %mpx-rewrite --stats %s -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags -w %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: not --crash %run %t 1 2>&1 | FileCheck %s --check-prefix=REPORT

#include <stdio.h>

struct ctx {
  int n;
  unsigned st[4];
  unsigned after;
};

// STATS: subobject narrowed from a pointer the body never changes: covered by one check of its element: 3
// STATS: covering checks inserted: 1
// REWRITE: static unsigned {{__mpxc}}_mix(
// REWRITE-SAME: const int [[CV:__mpx_cv[0-9]+]] = __mpx_covers(c, 20, __mpx_b_c);
// REWRITE: __mpx_check_rpbc(&({{.*}}[0]), 4, &{{[^,]*}}, {{[^)]*}}, [[CV]])
// REWRITE: __mpx_check_rpbc(&({{.*}}[3]), 4, &{{[^,]*}}, {{[^)]*}}, [[CV]])
// REWRITE: __mpx_check_rpb(&({{.*}}[4]), 4,
__attribute__((noinline)) static unsigned mix(struct ctx *c, int past) {
  unsigned s = c->st[0] + c->st[3] + (unsigned)c->n;
  if (past)
    // REPORT: mpx: bounds violation: read of size 4 {{.*}} in mix at {{.*}}covered_array_field_checks.c:[[@LINE+1]]:
    s += c->st[4];
  return s + c->st[3];
}

int main(int argc, char **argv) {
  (void)argv;
  struct ctx c = {1, {2, 3, 4, 5}, 6};
  // CHECK: mix 13
  printf("mix %u\n", mix(&c, argc > 1));
  return 0;
}
