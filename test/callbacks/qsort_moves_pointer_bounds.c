// qsort moves the elements of the array and, with them, the bounds-table
// entries of the pointers they hold, as memcpy or a struct assignment
// would: a pointer sorted into another slot comes back with its own
// bounds.  (libc's qsort moves bytes only: each slot kept the entry of the
// pointer that had been there, so a pointer came back without bounds, or
// with another's of the same address.)
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: not --crash %run %t strings 2>&1 | FileCheck %s --check-prefix=STRINGS
// RUN: not --crash %run %t structs 2>&1 | FileCheck %s --check-prefix=STRUCTS

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct rec {
  char name[4];
  int x;
  char rest[24];
};
struct entry {
  int key;
  char *buf;
};

static int by_string(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}
static int by_key(const void *a, const void *b) {
  return ((const struct entry *)a)->key - ((const struct entry *)b)->key;
}

int main(int argc, char **argv) {
  const char *what = argc > 1 ? argv[1] : "";
  char *small = malloc(2), *large = malloc(64);
  struct rec *r = calloc(1, sizeof *r);
  if (!small || !large || !r)
    return 1;
  strcpy(small, "z");
  strcpy(large, "a");
  char *v[2] = {small, large};
  qsort(v, 2, sizeof v[0], by_string); /* v = {large, small} */
  /* Two pointers to one address with other bounds: the field's 4 bytes
   * and the whole record's. */
  struct entry e[3] = {{2, r->name}, {1, (char *)r}, {3, small}};
  qsort(e, 3, sizeof e[0], by_key); /* e[0].buf is (char *)r */
  e[0].buf[10] = 'x';               /* inside the record */
  v[0][40] = 'y';                   /* inside large */
  // OK: a z 1 120 y
  printf("%s %s %d %d %c\n", v[0], v[1], e[0].key, r->rest[2], large[40]);
  if (strcmp(what, "strings") == 0)
    // STRINGS: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}qsort_moves_pointer_bounds.c:[[@LINE+1]]:5: 4 byte(s) above upper bound
    v[1][5] = 'x';
  if (strcmp(what, "structs") == 0)
    // STRUCTS: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}qsort_moves_pointer_bounds.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    e[1].buf[4] = 'x';
  return 0;
}
