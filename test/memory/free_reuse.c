// Freeing memory clears the bounds table entries of the pointers stored in
// it: a block that reuses the memory, and holds the same pointer value
// written as an integer (no bounds stored), reads it back with INIT bounds,
// not the stale narrow bounds, and runs clean.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.actual
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.actual

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct record {
  char name[8];
  char rest[56];
} rec;

int main(int argc, char **argv) {
  (void)argv;
  char **slots = malloc(2 * sizeof *slots);
  slots[0] = rec.name; // bounds of the field alone (narrowed)
  slots[1] = NULL;
  printf("%c\n", slots[0][argc - 1] + 'a');
  free(slots);
  // The same size: glibc hands back the block just freed.
  uintptr_t *words = malloc(2 * sizeof *words);
  words[0] = (uintptr_t)(void *)&rec; // same value as rec.name, no bounds
  words[1] = 0;
  char *p = ((char **)words)[0];
  p[argc + 19] = 'x'; // inside rec, outside rec.name
  printf("%c\n", rec.rest[12]);
  free(words);
  return 0;
}
