// Each node of a linked list holds a data pointer to its own allocation; the
// pointer loaded several nodes down keeps the bounds of that node's
// allocation (not a neighbour's, not INIT), and its overflow is reported.
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

struct node {
  struct node *next;
  int size;
  int *data;
};

static struct node *push(struct node *head, int size) {
  struct node *n = malloc(sizeof *n);
  n->next = head;
  n->size = size;
  n->data = malloc(size * sizeof(int));
  for (int i = 0; i < size; i++)
    n->data[i] = size * 100 + i;
  return n;
}

int main(int argc, char **argv) {
  (void)argv;
  struct node *head = NULL;
  for (int s = 2; s <= 5; s++)
    head = push(head, s + argc);
  struct node *third = head->next->next;
  int i = third->size - 1 + OVER;
  // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}linked_list_data.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  head->next->next->data[i] = -1;
  for (struct node *n = head; n; n = n->next)
    printf("%d: %d %d\n", n->size, n->data[0], n->data[n->size - 1]);
  while (head) {
    struct node *next = head->next;
    free(head->data);
    free(head);
    head = next;
  }
  return 0;
}
