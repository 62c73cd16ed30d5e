// bsearch calls the comparator with the key's bounds and one element's
// bounds: a comparator reading past the element is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef OK
#define OVER 0
#else
#define OVER 1
#endif

struct entry {
  int key;
  int value;
};

static int reach;

static int by_key(const void *k, const void *e) {
  int key = *(const int *)k;
  // REPORT: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in by_key at {{.*}}bsearch_comparator.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  struct entry ent = ((const struct entry *)e)[reach];
  return (key > ent.key) - (key < ent.key);
}

int main(int argc, char **argv) {
  (void)argv;
  reach = argc - 1 + OVER;
  struct entry table[5] = {{1, 10}, {3, 30}, {5, 50}, {7, 70}, {9, 90}};
  int key = 5;
  struct entry *found = bsearch(&key, table, 5, sizeof table[0], by_key);
  printf("%d\n", found ? found->value : -1);
  key = 4;
  found = bsearch(&key, table, 5, sizeof table[0], by_key);
  printf("%d\n", found ? found->value : -1);
  return 0;
}
