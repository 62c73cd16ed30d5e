// A counted loop reading elements through a pointer field (v->data[i],
// *(v->data + i)) with v a pointer the loop never changes, in a loop that
// writes no memory and calls nothing (so v->data keeps its value): the
// guard tests that the field lies in v's bounds, reads the field and its
// table entry once, and tests the elements' range against those bounds;
// the loop then runs unchecked.  The bound may be a field read through a
// pointer the loop does not change (i < v->n): the guard tests that the
// field lies in v's bounds before it reads it.  When the range does not
// fit, the checked copy runs and the first access out of bounds is
// reported at its line.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: FileCheck %s --check-prefix=GUARD < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t over 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: not --crash %t field 2>&1 | FileCheck %s --check-prefix=FIELD
// RUN: not --crash %t bound 2>&1 | FileCheck %s --check-prefix=BOUND
// STATS: loops versioned (checked only when a guard fails): 3
// GUARD: {{__mpx_covers}}(&(v -> data), sizeof(v -> data), __mpx_b_v) && {{__mpx_span_ok}}(__MPX_INT(v -> data), 4, {{__mpx_ldx}}(&(v -> data), (v -> data)),

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct vec {
  int n;
  int *data;
};

__attribute__((noinline)) static long sum(const struct vec *v, int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in sum at {{.*}}guard_field_base.c:[[@LINE+2]]:10: 1 byte(s) above upper bound
    // FIELD: mpx: bounds violation: read of size 8 {{.*}} in sum at {{.*}}guard_field_base.c:[[@LINE+1]]:10
    s += v->data[i] * (i + 1);
  return s;
}

__attribute__((noinline)) static long sum_all(const struct vec *v) {
  long s = 0;
  // GUARD: int {{__mpx_ok[0-9]+}} = {{__mpx_covers}}(&(v -> n), sizeof(v -> n), __mpx_b_v); if ({{__mpx_ok[0-9]+}} && {{__mpx_lf[0-9]+}} < v -> n)
  // BOUND: mpx: bounds violation: read of size 4 {{.*}} in sum_all at {{.*}}guard_field_base.c:[[@LINE+1]]:23
  for (int i = 0; i < v->n; i++)
    s += v->data[i];
  return s;
}

static int find(const struct vec *v, int n, int x) {
  for (int i = 0; i < n; i++)
    if (*(v->data + i) == x)
      return i;
  return -1;
}

int main(int argc, char **argv) {
  struct vec v = {8, malloc(8 * sizeof(int))};
  for (int i = 0; i < 8; i++)
    v.data[i] = i * i;
  if (argc > 1 && strcmp(argv[1], "field") == 0) {
    // The struct is cut short: its data field lies outside the bounds
    // the pointer to it carries, and the field's own read is reported.
    struct vec *cut = malloc((size_t)argc * 2); // 4 bytes: n alone
    memcpy(cut, &v, sizeof(int));
    return (int)sum(cut, 1);
  }
  if (argc > 1 && strcmp(argv[1], "bound") == 0) {
    // Two bytes: not even n fits.
    struct vec *tiny = malloc((size_t)argc);
    memset(tiny, 0, (size_t)argc);
    return (int)sum_all(tiny);
  }
  // OK: sum 924 all 140 find 5 -1
  printf("sum %ld all %ld find %d %d\n", sum(&v, 8), sum_all(&v), find(&v, 8, 25),
         find(&v, 8, 3));
  if (argc > 1)
    printf("over %ld\n", sum(&v, 9));
  free(v.data);
  return 0;
}
