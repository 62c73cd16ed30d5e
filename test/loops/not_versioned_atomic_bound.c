// An atomic operation (__atomic_fetch_add, __atomic_store_n, ...) is no
// call to clang, but it writes memory: a loop holding one may change the
// global or field its bound reads, so that bound is not read once by a
// guard, and the loop keeps its checks.  Each access past the array is
// reported at its line.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %run %t global 2>&1 | FileCheck %s --check-prefix=GLOBAL
// RUN: not --crash %run %t field 2>&1 | FileCheck %s --check-prefix=FIELD
// STATS: loops versioned (checked only when a guard fails): 0

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int gn = 4;
struct vec {
  int n;
  int *data;
};

__attribute__((noinline)) static long grow_global(const int *a) {
  long s = 0;
  for (int i = 0; i < gn; i++) {
    // GLOBAL: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in grow_global at {{.*}}not_versioned_atomic_bound.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += a[i];
    if (i == 1)
      __atomic_fetch_add(&gn, 2, __ATOMIC_RELAXED);
  }
  return s;
}

__attribute__((noinline)) static long grow_field(struct vec *v,
                                                 const int *a) {
  long s = 0;
  for (int i = 0; i < v->n; i++) {
    // FIELD: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in grow_field at {{.*}}not_versioned_atomic_bound.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
    s += a[i];
    if (i == 1)
      __atomic_store_n(&v->n, 6, __ATOMIC_RELAXED);
  }
  return s;
}

int main(int argc, char **argv) {
  int *a = calloc(4, sizeof(int));
  struct vec v = {4, a};
  if (!a || argc < 2)
    return 1;
  if (strcmp(argv[1], "global") == 0)
    printf("%ld\n", grow_global(a));
  else
    printf("%ld\n", grow_field(&v, a));
  free(a);
  return 0;
}
