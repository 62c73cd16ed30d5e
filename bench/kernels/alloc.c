/* alloc: an allocator-heavy workload.
 *
 * Keeps NSLOTS live blocks of varied sizes (mostly small, some up to
 * 4 KiB) and, for STEPS steps, frees, allocates or reallocates a random
 * one, checking that realloc kept the contents; blocks freed are first
 * pushed on per-size-class linked lists (a flexible array member holds the
 * data), which are drained in bursts. Prints a checksum of the data seen.
 * Usage: alloc [STEPS]   (default STEPS)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef STEPS
#define STEPS 6000000
#endif
#define NSLOTS 4096
#define NCLASSES 8

struct block {
  struct block *next;
  size_t size;           /* bytes of data */
  unsigned char data[];  /* size bytes, data[i] == fill(seed, i) */
};

static unsigned rng_state = 7;
static unsigned rng(void) {
  rng_state = rng_state * 1103515245u + 12345u;
  return rng_state >> 8;
}

static unsigned char fill(unsigned seed, size_t i) {
  return (unsigned char)(seed + i * 7);
}

/* a size: 15/16 of them 1..128 bytes, 1/16 up to 4 KiB */
static size_t pick_size(void) {
  unsigned r = rng();
  return (r & 15) ? 1 + (r >> 4) % 128 : 1 + (r >> 4) % 4096;
}

static int size_class(size_t n) {
  int c = 0;
  while (n > 32 && c < NCLASSES - 1)
    n >>= 1, c++;
  return c;
}

static struct block *new_block(size_t size, unsigned seed) {
  struct block *b = malloc(sizeof *b + size);
  if (!b)
    exit(1);
  b->next = NULL;
  b->size = size;
  for (size_t i = 0; i < size; i++)
    b->data[i] = fill(seed, i);
  return b;
}

/* sums a sample of the data, checking it */
static unsigned long check_block(const struct block *b, unsigned seed) {
  unsigned long s = b->size;
  for (size_t i = 0; i < b->size; i += 61) {
    if (b->data[i] != fill(seed, i)) {
      fprintf(stderr, "alloc: block corrupted\n");
      exit(1);
    }
    s += b->data[i];
  }
  return s;
}

int main(int argc, char **argv) {
  long steps = argc > 1 ? atol(argv[1]) : STEPS;
  static struct block *slot[NSLOTS];
  static unsigned seed[NSLOTS];
  struct block *freed[NCLASSES] = {0};
  int nfreed[NCLASSES] = {0};
  unsigned long check = 0;

  for (long step = 0; step < steps; step++) {
    unsigned i = rng() % NSLOTS, action = rng() % 8;
    struct block *b = slot[i];
    if (!b) {
      seed[i] = rng();
      slot[i] = new_block(pick_size(), seed[i]);
    } else if (action < 3) { /* grow or shrink, keeping the prefix */
      size_t old = b->size, size = pick_size();
      b = realloc(b, sizeof *b + size);
      if (!b)
        exit(1);
      for (size_t k = old; k < size; k++)
        b->data[k] = fill(seed[i], k);
      b->size = size;
      slot[i] = b;
      check += check_block(b, seed[i]);
    } else { /* retire it onto its class's list */
      check += check_block(b, seed[i]);
      int c = size_class(b->size);
      b->next = freed[c];
      freed[c] = b;
      slot[i] = NULL;
      if (++nfreed[c] == 64) { /* drain the list */
        for (struct block *f = freed[c]; f;) {
          struct block *next = f->next;
          check += f->size & 15;
          free(f);
          f = next;
        }
        freed[c] = NULL;
        nfreed[c] = 0;
      }
    }
  }
  for (int i = 0; i < NSLOTS; i++)
    free(slot[i]);
  for (int c = 0; c < NCLASSES; c++)
    while (freed[c]) {
      struct block *next = freed[c]->next;
      free(freed[c]);
      freed[c] = next;
    }
  printf("%lu\n", check);
  return 0;
}
