// Loops through a pointer field (v->data[i]) that are not versioned, each
// because the field might not keep its value through the loop or the guard
// could not read it: a loop that stores to memory (here to the elements,
// which could be the field itself), one whose bound is a field and that
// stores, one that calls a function, one that writes a global, one whose
// base pointer changes, and a volatile field.
// Each keeps its checks and computes what the plain build computes.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// STATS: accesses left unchecked: 0
// STATS: loops versioned (checked only when a guard fails): 0

#include <stdio.h>
#include <stdlib.h>

struct vec {
  int n;
  int *data;
  struct vec *next;
  int *volatile vdata;
};

static long total;

static void clear(struct vec *v, int n) {
  for (int i = 0; i < n; i++)
    v->data[i] = 0;
}

// The bound is a field, and the loop stores: v->n could change.
static void clear_all(struct vec *v) {
  for (int i = 0; i < v->n; i++)
    v->data[i] = 0;
}

__attribute__((noinline)) static int twice(int x) { return 2 * x; }

static long with_call(const struct vec *v, int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    s += twice(v->data[i]);
  return s;
}

static void to_global(const struct vec *v, int n) {
  for (int i = 0; i < n; i++)
    total += v->data[i];
}

static long moving_base(const struct vec *v, int n) {
  long s = 0;
  for (int i = 0; i < n; i++, v = v->next)
    s += v->data[i];
  return s;
}

static long through_volatile(const struct vec *v, int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    s += v->vdata[i];
  return s;
}

int main(void) {
  struct vec v = {8, malloc(8 * sizeof(int)), NULL, NULL};
  v.next = &v;
  v.vdata = v.data;
  for (int i = 0; i < 8; i++)
    v.data[i] = i + 3;
  to_global(&v, 8);
  printf("%ld %ld %ld %ld\n", with_call(&v, 8), total, moving_base(&v, 8),
         through_volatile(&v, 8));
  clear(&v, 8);
  printf("%ld\n", with_call(&v, 8));
  v.data[3] = 1;
  clear_all(&v);
  printf("%ld\n", with_call(&v, 8));
  free(v.data);
  return 0;
}
