// Loops versioning must leave alone because their body declares a type or
// a constant that the guard, written before the loop, would spell with a
// different meaning or could not spell at all: an enum constant shadowing
// a global one (OFF is 0 outside the loop, 1 inside it), an enum constant
// declared only in the body, and a typedef shadowing a global one in the
// cast of the base ((elem *)p, char outside, int inside).  None of these
// loops is versioned, the output compiles and runs as the plain build, and
// each overrun is reported by the checked loop.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: FileCheck %s --check-prefix=TEXT < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t shadow 2>&1 | FileCheck %s --check-prefix=SHADOW
// RUN: not --crash %t local 2>&1 | FileCheck %s --check-prefix=LOCAL
// RUN: not --crash %t typedef 2>&1 | FileCheck %s --check-prefix=TYPEDEF
// STATS: loops versioned (checked only when a guard fails): 0
// TEXT-NOT: {{__mpx_span_ok\(}}

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { OFF = 0 };
typedef char elem;

static void fill_shadowed(int *a, int n) {
  for (int i = 0; i < n; i++) {
    enum { OFF = 1 };
    // SHADOW: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in fill_shadowed at {{.*}}not_versioned_type_in_body.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    a[i + OFF] = i;
  }
}

static void fill_local(int *a, int n) {
  for (int i = 0; i < n; i++) {
    enum { SKIP = 2 };
    // LOCAL: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in fill_local at {{.*}}not_versioned_type_in_body.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    a[i + SKIP] = i;
  }
}

static void fill_typedef(void *p, int n) {
  for (int i = 0; i < n; i++) {
    typedef int elem;
    // TYPEDEF: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in fill_typedef at {{.*}}not_versioned_type_in_body.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    ((elem *)p)[i] = i;
  }
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  int *a = calloc(6, sizeof *a);
  fill_shadowed(a, 5);
  fill_local(a, 4);
  fill_typedef(a, 2);
  // OK: 0 1 0 1 2 3 0
  printf("%d %d %d %d %d %d %d\n", a[0], a[1], a[2], a[3], a[4], a[5], OFF);
  // volatile: gcc -Os would see the overflows and warn
  volatile int shadow_n = 6, local_n = 5, typedef_n = 7;
  if (!strcmp(mode, "shadow"))
    fill_shadowed(a, shadow_n);
  if (!strcmp(mode, "local"))
    fill_local(a, local_n);
  if (!strcmp(mode, "typedef"))
    fill_typedef(a, typedef_n);
  free(a);
  return 0;
}
