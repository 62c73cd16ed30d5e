// A last array field of any size reached through a pointer runs to the end
// of the allocation: the struct hack with a real size (SQLite's
// `u8 zChunk[8]` in a chunk allocated bigger) is clean, and writing past
// the allocation is still reported.  Declared as an array element, the
// struct has its declared size: an overflow of its last array into the next
// element is reported.  --strict-flex-arrays narrows the pointer case too.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t ok | FileCheck %s --check-prefix=OK
// RUN: not --crash %t heap 2>&1 | FileCheck %s --check-prefix=HEAP
// RUN: not --crash %t element 2>&1 | FileCheck %s --check-prefix=ELEMENT
// RUN: %mpx-rewrite --strict-flex-arrays %s -- > %t.strict.c
// RUN: %cc %cflags %t.strict.c -o %t.strict %mpxrt
// RUN: not --crash %t.strict ok 2>&1 | FileCheck %s --check-prefix=STRICT
// OK: chunk 512 ok
// STRICT: mpx: bounds violation: write of size 512 {{.*}}flex_tail_any_size.c:38:3
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct chunk {
  struct chunk *next;
  unsigned char data[8];
};

int main(int argc, char **argv) {
  static unsigned char src[600];
  struct chunk pair[2];
  size_t n = 512;
  struct chunk *p = malloc(sizeof(struct chunk) + n - 8);
  if (argc > 1 && strcmp(argv[1], "heap") == 0)
    n = 513;
  if (argc > 1 && strcmp(argv[1], "element") == 0)
    // ELEMENT: mpx: bounds violation: write of size 9 {{.*}}flex_tail_any_size.c:[[@LINE+1]]
    memset(pair[0].data, 1, 9);
  // HEAP: mpx: bounds violation: write of size 513 {{.*}}flex_tail_any_size.c:[[@LINE+1]]
  memcpy(p->data, src, n);
  printf("chunk %zu %s\n", n, pair[0].data == pair[1].data ? "?" : "ok");
  free(p);
  return 0;
}
