/* tree: a binary search tree of malloc'd nodes, searched and walked.
 *
 * Builds an (unbalanced) search tree of pseudo-random keys, then for each
 * round searches it for as many keys (half present, half not), walks it in
 * order with an explicit stack, and deletes and reinserts a few keys. All of
 * it is pointer chasing through `->left` and `->right`. Prints a checksum.
 * Usage: tree [ROUNDS]   (default ROUNDS)
 */
#include <stdio.h>
#include <stdlib.h>

#ifndef ROUNDS
#define ROUNDS 25
#endif
#define NKEYS 100000
#define MAX_DEPTH 128

struct node {
  struct node *left, *right;
  unsigned key;
  unsigned hits;
};

static unsigned rng_state = 12345;
static unsigned rng(void) {
  rng_state = rng_state * 1103515245u + 12345u;
  return rng_state >> 1;
}

/* inserts key unless present; returns the tree's (possibly new) root */
static struct node *insert(struct node *root, unsigned key) {
  struct node **link = &root;
  while (*link) {
    if (key == (*link)->key)
      return root;
    link = key < (*link)->key ? &(*link)->left : &(*link)->right;
  }
  struct node *n = malloc(sizeof *n);
  if (!n)
    exit(1);
  n->left = n->right = NULL;
  n->key = key;
  n->hits = 0;
  *link = n;
  return root;
}

static struct node *find(struct node *t, unsigned key) {
  while (t && t->key != key)
    t = key < t->key ? t->left : t->right;
  return t;
}

/* removes key if present (replacing a two-child node by its successor) */
static struct node *delete(struct node *root, unsigned key) {
  struct node **link = &root;
  while (*link && (*link)->key != key)
    link = key < (*link)->key ? &(*link)->left : &(*link)->right;
  struct node *n = *link;
  if (!n)
    return root;
  if (!n->left)
    *link = n->right;
  else if (!n->right)
    *link = n->left;
  else {
    struct node **s = &n->right;
    while ((*s)->left)
      s = &(*s)->left;
    struct node *succ = *s;
    *s = succ->right;
    succ->left = n->left;
    succ->right = n->right;
    *link = succ;
  }
  free(n);
  return root;
}

/* in-order walk with an explicit stack; sums keys weighted by position */
static unsigned long walk(struct node *t, unsigned long *count) {
  struct node *stack[MAX_DEPTH];
  int depth = 0;
  unsigned long sum = 0, i = 0;
  while (t || depth > 0) {
    while (t) {
      if (depth == MAX_DEPTH) { /* cannot happen with these keys */
        fprintf(stderr, "tree: too deep\n");
        exit(1);
      }
      stack[depth++] = t;
      t = t->left;
    }
    t = stack[--depth];
    sum += (unsigned long)t->key * (++i & 7) + t->hits;
    t = t->right;
  }
  *count = i;
  return sum;
}

static void free_tree(struct node *t) {
  while (t) { /* rotate left children up, then free along the right spine */
    if (t->left) {
      struct node *l = t->left;
      t->left = l->right;
      l->right = t;
      t = l;
    } else {
      struct node *r = t->right;
      free(t);
      t = r;
    }
  }
}

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : ROUNDS;
  static unsigned keys[NKEYS];
  struct node *root = NULL;
  for (int i = 0; i < NKEYS; i++) {
    keys[i] = rng() % (4 * NKEYS);
    root = insert(root, keys[i]);
  }
  unsigned long check = 0, count = 0;
  for (int r = 0; r < rounds; r++) {
    for (int i = 0; i < NKEYS; i++) {
      unsigned key = (i & 1) ? keys[(i * 7 + r) % NKEYS] : rng() % (4 * NKEYS);
      struct node *n = find(root, key);
      if (n) {
        n->hits++;
        check += n->key;
      } else {
        check += 1;
      }
    }
    for (int i = 0; i < NKEYS / 20; i++) {
      unsigned k = keys[(unsigned)(r * 977 + i * 13) % NKEYS];
      root = delete(root, k);
      root = insert(root, k);
    }
    check += walk(root, &count);
  }
  printf("%lu %lu\n", check, count);
  free_tree(root);
  return 0;
}
