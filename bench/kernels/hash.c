/* hash: a chained hash table of malloc'd nodes with string keys.
 *
 * Each round inserts NKEYS keys ("k<number>-<suffix>", copied into
 * malloc'd strings), looks up as many present and absent keys, deletes
 * every third key, looks the keys up again, and empties the table. The
 * table grows by rehashing into a larger bucket array. Hashing and
 * comparing walk the keys byte by byte. Prints a checksum.
 * Usage: hash [ROUNDS]   (default ROUNDS)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifndef ROUNDS
#define ROUNDS 10
#endif
#define NKEYS 60000

struct entry {
  struct entry *next;
  char *key;
  unsigned hash;
  long value;
};

struct table {
  struct entry **buckets;
  size_t nbuckets; /* a power of two */
  size_t count;
};

static unsigned hash_string(const char *s) {
  unsigned h = 2166136261u; /* FNV-1a */
  for (; *s; s++)
    h = (h ^ (unsigned char)*s) * 16777619u;
  return h;
}

static int same(const char *a, const char *b) {
  while (*a && *a == *b)
    a++, b++;
  return *a == *b;
}

static void *xmalloc(size_t n) {
  void *p = malloc(n);
  if (!p)
    exit(1);
  return p;
}

static void table_init(struct table *t) {
  t->nbuckets = 16;
  t->count = 0;
  t->buckets = calloc(t->nbuckets, sizeof *t->buckets);
  if (!t->buckets)
    exit(1);
}

static void grow(struct table *t) {
  size_t n = t->nbuckets * 2;
  struct entry **b = calloc(n, sizeof *b);
  if (!b)
    exit(1);
  for (size_t i = 0; i < t->nbuckets; i++) {
    struct entry *e = t->buckets[i];
    while (e) {
      struct entry *next = e->next;
      e->next = b[e->hash & (n - 1)];
      b[e->hash & (n - 1)] = e;
      e = next;
    }
  }
  free(t->buckets);
  t->buckets = b;
  t->nbuckets = n;
}

static struct entry **slot(struct table *t, const char *key, unsigned h) {
  struct entry **link = &t->buckets[h & (t->nbuckets - 1)];
  while (*link && ((*link)->hash != h || !same((*link)->key, key)))
    link = &(*link)->next;
  return link;
}

static void put(struct table *t, const char *key, long value) {
  unsigned h = hash_string(key);
  struct entry **link = slot(t, key, h);
  if (*link) {
    (*link)->value = value;
    return;
  }
  size_t len = strlen(key);
  struct entry *e = xmalloc(sizeof *e);
  e->key = xmalloc(len + 1);
  memcpy(e->key, key, len + 1);
  e->hash = h;
  e->value = value;
  e->next = NULL;
  *link = e;
  if (++t->count > t->nbuckets)
    grow(t);
}

static struct entry *get(struct table *t, const char *key) {
  return *slot(t, key, hash_string(key));
}

static int del(struct table *t, const char *key) {
  struct entry **link = slot(t, key, hash_string(key));
  struct entry *e = *link;
  if (!e)
    return 0;
  *link = e->next;
  free(e->key);
  free(e);
  t->count--;
  return 1;
}

static void table_free(struct table *t) {
  for (size_t i = 0; i < t->nbuckets; i++)
    while (t->buckets[i]) {
      struct entry *e = t->buckets[i];
      t->buckets[i] = e->next;
      free(e->key);
      free(e);
    }
  free(t->buckets);
}

/* writes "k<n>-<suffix>" into buf (at least 32 bytes) */
static void make_key(char *buf, unsigned i) {
  static const char *const suffix[] = {"a", "bb", "config", "x-long-suffix"};
  char digits[12];
  int nd = 0;
  unsigned n = i * 2654435761u % 1000003u;
  do
    digits[nd++] = (char)('0' + n % 10);
  while ((n /= 10) != 0);
  char *p = buf;
  *p++ = 'k';
  while (nd > 0)
    *p++ = digits[--nd];
  *p++ = '-';
  for (const char *s = suffix[i % 4]; *s; s++)
    *p++ = *s;
  *p = 0;
}

int main(int argc, char **argv) {
  int rounds = argc > 1 ? atoi(argv[1]) : ROUNDS;
  unsigned long check = 0;
  char key[64];
  for (int r = 0; r < rounds; r++) {
    struct table t;
    table_init(&t);
    for (unsigned i = 0; i < NKEYS; i++) {
      make_key(key, i + (unsigned)r);
      put(&t, key, (long)i);
    }
    for (int pass = 0; pass < 4; pass++)
      for (unsigned i = 0; i < NKEYS; i++) {
        make_key(key, i * 2 + (unsigned)pass); /* half absent */
        struct entry *e = get(&t, key);
        check += e ? (unsigned long)e->value : 7;
      }
    for (unsigned i = 0; i < NKEYS; i += 3) {
      make_key(key, i + (unsigned)r);
      check += (unsigned long)del(&t, key);
    }
    for (unsigned i = 0; i < NKEYS; i++) {
      make_key(key, i + (unsigned)r);
      check += get(&t, key) != NULL;
    }
    check += t.count + t.nbuckets;
    table_free(&t);
  }
  printf("%lu\n", check);
  return 0;
}
