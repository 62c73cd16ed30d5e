// a.c (instrumented) stores pointers in a struct and an array; b.c, compiled
// without the tool, overwrites them with pointers to bigger objects; a.c
// loads them again and uses the bigger objects in full. The stale table
// entries no longer match the loaded values, so they give INIT bounds and the
// program runs clean, printing what the plain build prints.
//
// RUN: rm -rf %t && split-file %s %t
// RUN: %mpx-rewrite %t/a.c -- -I%t > %t/a.rw.c
// RUN: %cc %cflags -I%t -c %t/a.rw.c -o %t/a.o
// RUN: %cc %cflags -I%t -c %t/b.c -o %t/b.o
// RUN: %cc %cflags %t/a.o %t/b.o -o %t/mixed %mpxrt
// RUN: %t/mixed > %t/actual
// RUN: %cc %cflags -I%t %t/a.c %t/b.c -o %t/plain && %t/plain > %t/expected
// RUN: diff %t/expected %t/actual

//--- common.h
struct holder {
  char *name;
  int *values;
};
void b_replace(struct holder *h, char **list, int n);

//--- a.c
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "common.h"

int main(int argc, char **argv) {
  (void)argv;
  struct holder *h = malloc(sizeof *h);
  h->name = malloc(argc + 1);
  strcpy(h->name, "x");
  h->values = calloc(argc, sizeof(int));
  char *list[3];
  for (int i = 0; i < 3; i++) {
    list[i] = malloc(argc + 1);
    list[i][0] = (char)('a' + i);
    list[i][1] = '\0';
  }
  char *old_name = h->name;
  int *old_values = h->values;
  char *old_list[3] = {list[0], list[1], list[2]};

  b_replace(h, list, 3);

  // Each of these is far beyond the object a.c stored, inside b's object.
  printf("%s %c\n", h->name, h->name[20]);
  int s = 0;
  for (int i = 0; i < 16; i++)
    s += h->values[i];
  printf("%d\n", s);
  for (int i = 0; i < 3; i++)
    printf("%s %c\n", list[i], list[i][30]);

  free(old_name);
  free(old_values);
  for (int i = 0; i < 3; i++)
    free(old_list[i]);
  free(h);
  return 0;
}

//--- b.c
#include <stdio.h>
#include <string.h>
#include "common.h"

static char big_name[32] = "a longer name, not instrumented";
static int big_values[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
static char big_list[3][40];

void b_replace(struct holder *h, char **list, int n) {
  h->name = big_name;
  h->values = big_values;
  for (int i = 0; i < n; i++) {
    memset(big_list[i], 'A' + i, sizeof big_list[i] - 1);
    list[i] = big_list[i];
  }
}
