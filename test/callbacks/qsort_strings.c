// qsort of an array of strings: the comparator loads each char * from its
// element and reads the whole string. Whatever bounds the moved pointers
// carry (their own or INIT), the program runs clean and prints what the
// plain build prints.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.actual
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int by_name(const void *a, const void *b) {
  const char *x = *(char *const *)a, *y = *(char *const *)b;
  return strcmp(x, y);
}

int main(void) {
  char *words[] = {"pear", "fig", "banana", "kiwi", "apple", "cherry"};
  char *heap[6];
  for (int i = 0; i < 6; i++)
    heap[i] = strdup(words[5 - i]);
  qsort(words, 6, sizeof words[0], by_name);
  qsort(heap, 6, sizeof heap[0], by_name);
  for (int i = 0; i < 6; i++)
    printf("%s %s %c\n", words[i], heap[i], heap[i][strlen(heap[i]) - 1]);
  for (int i = 0; i < 6; i++)
    free(heap[i]);
  return 0;
}
