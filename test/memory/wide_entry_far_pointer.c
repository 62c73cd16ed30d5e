// A pointer stored in memory more than 16 KiB past the start of its block
// (Lua's array part, a cursor deep into a large buffer) has its bounds in
// the table's wide entry, which a load reads out of line.  Loaded back it
// keeps them: the program computes what the plain build does, and a read
// one past the block's end through the loaded pointer is reported at its
// line with the block's bounds, as is a read before its start.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t after 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: not --crash %t before 2>&1 | FileCheck %s --check-prefix=BEFORE

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { SIZE = 100000, DEEP = 60000 };

struct cursor {
  int *at; // DEEP ints into a block of SIZE ints
};

static long sum_from(struct cursor *c, int from, int to) {
  long s = 0;
  for (int i = from; i < to; i++)
    s += c->at[i];
  return s;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  volatile int past = SIZE - DEEP, below = -DEEP - 1; // hidden from -Warray-bounds
  int *block = malloc(SIZE * sizeof *block);
  for (int i = 0; i < SIZE; i++)
    block[i] = i % 7;
  struct cursor c;
  c.at = block + DEEP;
  printf("sum %ld\n", sum_from(&c, -DEEP, SIZE - DEEP));
  // OK: sum 299995
  if (strcmp(mode, "after") == 0)
    // AFTER: mpx: bounds violation: read of size 4 {{.*}}wide_entry_far_pointer.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound
    // AFTER: (400000 bytes) of 400000-byte heap block allocated by malloc
    printf("%d\n", c.at[past]);
  if (strcmp(mode, "before") == 0)
    // BEFORE: mpx: bounds violation: read of size 4 {{.*}}wide_entry_far_pointer.c:[[@LINE+1]]:{{[0-9]+}}: 4 byte(s) below lower bound
    printf("%d\n", c.at[below]);
  free(block);
  return 0;
}
