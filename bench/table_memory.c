/* table_memory.c - what the bounds table costs in memory.
 *
 * Builds three pointer-dense structures of N pointers each (default 1e6):
 * a dense array of pointers, a singly linked list and a binary tree of
 * separately malloc'd nodes.  Each is first built with plain stores; then
 * the bounds of every pointer slot are stored with __mpx_stx (what the
 * rewriter emits for each pointer store), and the growth of the table's
 * reserved address space (__mpx_bt_reserved_bytes) and of the process's
 * resident memory (/proc/self/statm) is reported per pointer and per 8-byte
 * slot of the address range the pointers live in.  Also times stx and ldx.
 *
 * Build and run (see bench/README.md):
 *   cc -O2 -I BUILD/include bench/table_memory.c BUILD/lib/libmpxrt.a \
 *      -lpthread -o table_memory && ./table_memory [N]
 * Not a test: not registered with ctest. */
#define _GNU_SOURCE
#include "mpxrt.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static size_t resident_bytes(void) {
  unsigned long size = 0, resident = 0;
  FILE *f = fopen("/proc/self/statm", "r");
  if (!f || fscanf(f, "%lu %lu", &size, &resident) != 2) {
    perror("/proc/self/statm");
    exit(1);
  }
  fclose(f);
  return resident * (size_t)sysconf(_SC_PAGESIZE);
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

/* The pointer slots of a structure: where each pointer is, and its bounds. */
struct slots {
  void ***at;
  __mpx_bnd *bnd;
  size_t n;
  uintptr_t lo, hi; /* address range of the slots */
};

static void add(struct slots *s, void **slot, size_t size_of_target) {
  s->at[s->n] = slot;
  s->bnd[s->n] = __mpx_make_alloc(*slot, size_of_target);
  uintptr_t a = (uintptr_t)slot;
  if (s->n == 0 || a < s->lo)
    s->lo = a;
  if (s->n == 0 || a + sizeof(void *) > s->hi)
    s->hi = a + sizeof(void *);
  s->n++;
}

static volatile uintptr_t sink;

static void measure(const char *name, struct slots *s) {
  size_t rss0 = resident_bytes(), res0 = __mpx_bt_reserved_bytes();
  double t0 = now();
  for (size_t i = 0; i < s->n; ++i)
    __mpx_stx(s->at[i], *s->at[i], s->bnd[i]);
  double t1 = now();
  uintptr_t acc = 0;
  for (size_t i = 0; i < s->n; ++i) {
    __mpx_bnd b = __mpx_ldx(s->at[i], *s->at[i]);
    acc += b.ub - b.lb;
  }
  double t2 = now();
  sink = acc;
  size_t rss = resident_bytes() - rss0, res = __mpx_bt_reserved_bytes() - res0;
  double span_slots = (double)(s->hi - s->lo) / 8;
  printf("%-12s %9zu %9.1f %11.1f %11.1f %9.1f %9.1f %7.1f %7.1f\n", name, s->n,
         (double)(s->hi - s->lo) / (1 << 20), res / 1048576.0, rss / 1048576.0,
         (double)rss / s->n, rss / span_slots, (t1 - t0) * 1e9 / s->n,
         (t2 - t1) * 1e9 / s->n);
}

struct node {
  struct node *next;
  long payload;
};

struct tree {
  struct tree *left, *right;
  long key;
};

/* A balanced tree over keys [lo, hi), its child pointers added to s. */
static struct tree *build(long lo, long hi) {
  if (lo >= hi)
    return NULL;
  long mid = lo + (hi - lo) / 2;
  struct tree *t = malloc(sizeof *t);
  t->key = mid;
  t->left = build(lo, mid);
  t->right = build(mid + 1, hi);
  return t;
}

static void tree_slots(struct tree *t, struct slots *s) {
  if (!t)
    return;
  /* NULL children too: the rewriter records NULL bounds for a NULL store. */
  add(s, (void **)&t->left, t->left ? sizeof *t : 0);
  add(s, (void **)&t->right, t->right ? sizeof *t : 0);
  tree_slots(t->left, s);
  tree_slots(t->right, s);
}

int main(int argc, char **argv) {
  size_t n = argc > 1 ? strtoul(argv[1], NULL, 0) : 1000000;
  struct slots s = {malloc(n * sizeof(void **)), malloc(n * sizeof(__mpx_bnd)), 0, 0, 0};
  if (!s.at || !s.bnd || n < 2)
    return 1;
  /* Links the runtime's start-up (as any instrumented program does), which
   * records the bounds of the argv and envp strings in the table. */
  (void)__mpx_argv_bounds(argv);
  printf("bounds table: %zu-byte entries, one per 8-byte slot; a table covers "
         "%lu MiB of address space\n", sizeof(__mpx_bt_entry),
         (1UL << (__MPX_BT_TABLE_BITS + 3)) >> 20);
  printf("at start (argv/envp recorded): reserved %.1f MiB, resident %.1f MiB\n\n",
         __mpx_bt_reserved_bytes() / 1048576.0, resident_bytes() / 1048576.0);
  printf("%-12s %9s %9s %11s %11s %9s %9s %7s %7s\n", "structure", "pointers",
         "span MiB", "reserved+", "resident+", "B/ptr", "B/slot", "stx ns",
         "ldx ns");

  /* 1. A dense array of pointers to small objects (every slot a pointer). */
  char *objs = malloc(n * 16);
  void **arr = malloc(n * sizeof *arr);
  for (size_t i = 0; i < n; ++i)
    arr[i] = objs + 16 * i;
  s.n = 0;
  for (size_t i = 0; i < n; ++i)
    add(&s, &arr[i], 16);
  measure("array", &s);

  /* 2. A linked list of malloc'd 16-byte nodes (32-byte chunks). */
  struct node *head = NULL;
  for (size_t i = 0; i < n; ++i) {
    struct node *x = malloc(sizeof *x);
    x->payload = (long)i;
    x->next = head;
    head = x;
  }
  s.n = 0;
  for (struct node *x = head; x && x->next; x = x->next)
    add(&s, (void **)&x->next, sizeof *x);
  measure("list", &s);

  /* 3. A balanced binary tree of n / 2 nodes: two pointers (left, right,
   *    NULL in the leaves) per 24-byte node (32-byte chunk). */
  struct tree *root = build(0, (long)(n / 2));
  s.n = 0;
  tree_slots(root, &s);
  measure("tree", &s);

  free(arr);
  free(objs);
  printf("\ntotal: reserved %.1f MiB, resident %.1f MiB\n",
         __mpx_bt_reserved_bytes() / 1048576.0, resident_bytes() / 1048576.0);
  printf("reserved+/resident+: growth of the table's reserved address space "
         "and of the process's RSS during the stx pass;\nB/ptr = resident+ per "
         "pointer stored; B/slot = resident+ per 8-byte slot of the span the "
         "pointers lie in.\n");
  return 0;
}
