/* list_walk: building and walking a linked list (pointers in memory).
 * Usage: list_walk [ROUNDS]   (walks; default 100) */
#include <stdio.h>
#include <stdlib.h>

struct node {
  struct node *next;
  int v;
};

static long walk(const struct node *h) {
  long s = 0;
  for (; h; h = h->next)
    s += h->v;
  return s;
}

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : 100;
  struct node *h = NULL;
  for (int i = 0; i < 300000; i++) {
    struct node *x = malloc(sizeof *x);
    x->next = h;
    x->v = i & 3;
    h = x;
  }
  long t = 0;
  for (int r = 0; r < rounds; r++)
    t += walk(h);
  printf("%ld\n", t);
  while (h) {
    struct node *n = h->next;
    free(h);
    h = n;
  }
  return 0;
}
