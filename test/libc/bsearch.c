// bsearch checks the whole array, n * size bytes, before searching: n one
// too large is reported at the call as a read of size 20. The comparator's
// element argument has the bounds of one element; the pointer bsearch
// returns has those of the array.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=ARRAY
// RUN: not --crash %t cmp 2>&1 | FileCheck %s --check-prefix=CMP
// RUN: not --crash %t result 2>&1 | FileCheck %s --check-prefix=RESULT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected && %t.plain cmp >> %t.expected && %t.plain result >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual && %t.ok cmp >> %t.actual && %t.ok result >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef OK
static volatile size_t n = 4;
static volatile int k = 0;
static volatile int past = 3;
#else
static volatile size_t n = 5;
static volatile int k = 1;
static volatile int past = 4;
#endif

static int cmp(const void *key, const void *elem) {
  int x = *(const int *)key, y = *(const int *)elem;
  return (x > y) - (x < y);
}

static int cmp_peek(const void *key, const void *elem) {
  // CMP: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in cmp_peek at {{.*}}bsearch.c:[[@LINE+1]]:34: 1 byte(s) above upper bound
  int x = *(const int *)key, y = ((const int *)elem)[k];
  return (x > y) - (x < y);
}

struct arr {
  int v[4];
  int canary;
};

int main(int argc, char **argv) {
  struct arr s = {{1, 3, 5, 7}, 9};
  int key = 3;
  const int *r = 0;
  if (argc < 2) {
    // ARRAY: mpx: bounds violation: read of size 20 at 0x{{[0-9a-f]+}} in main at {{.*}}bsearch.c:[[@LINE+1]]:9: 1 byte(s) above upper bound
    r = bsearch(&key, s.v, n, sizeof s.v[0], cmp);
  } else if (strcmp(argv[1], "cmp") == 0) {
    r = bsearch(&key, s.v, 4, sizeof s.v[0], cmp_peek);
  } else {
    r = bsearch(&key, s.v, 4, sizeof s.v[0], cmp);
    printf("found at %d\n", (int)(r - s.v));
    fflush(stdout);
    // RESULT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}bsearch.c:[[@LINE+1]]:24: 1 byte(s) above upper bound
    printf("%d\n", r ? r[past - 1] : -1);
  }
  fprintf(stderr, "after\n");
  // ARRAY-NOT: after
  // CMP-NOT: after
  // RESULT-NOT: after
  printf("%d\n", r ? *r : -1);
  return 0;
}
