/* alloc_index.c - which heap block a report's bounds belong to.
 *
 * The allocation clones record each block they hand out: its base, size,
 * which clone made it and the clone's return address (the allocation site
 * in the caller), and with alloc_stack=N the first N return addresses of
 * the allocation's stack.  A report whose bounds are exactly a live block's
 * names it: "40-byte heap block allocated by malloc at t.c:20:13 in make".
 * The block itself is not touched (no header: malloc_usable_size and a
 * program's own allocator tricks see what they always saw).
 *
 * The index is MPXRT_ALLOC_STRIPES open-addressing hash tables with linear
 * probing, each under a spin lock, chosen by the hash of the base.  A table
 * is rebuilt (mmap, rehash, munmap) when its records reach 70% of it.  In
 * a small table a free shifts back the entries of its probe run that
 * would otherwise no longer be found; in a large one (QUEUE_FROM_CAP
 * slots or more) it leaves a tombstone (base 1), which later inserts
 * reuse, and the tombstones count towards the 70%: the table is rebuilt
 * twice as large when its live records alone are past 35%, else at the
 * same size without them.  (Shifting in large tables walked 26 slots and
 * moved 10 records per free in the tree kernel, whose neighbouring blocks
 * share groups of slots and so make long runs: 13% of its instrumented
 * run.  A small table, which stays in the cache, would be rebuilt too
 * often for tombstones to pay: the allocation kernel frees blocks almost
 * as fast as it makes them.)
 *
 * Blocks are made and freed in another order than their addresses, so
 * the probe of a note or a free would miss the cache nearly every time
 * (three quarters of their cost, measured), even though the hash keeps the
 * records of neighbouring blocks together.  So a note or a free only
 * appends an event to its stripe's pending list; when the list fills, the
 * cache lines of all its probes are requested at once and the events then
 * applied in order, the misses overlapping instead of following one
 * another.  A lookup for a report applies what is pending first.  (With
 * alloc_stack=N a note applies the list and records its block at once, its
 * stack being too large to queue.)
 *
 * Per-key operations need no more ordering than the allocator gives: a
 * base is forgotten before free(3) releases it, so it is recorded again
 * only after that. */
#define _GNU_SOURCE
#include "internal.h"

#include <pthread.h>
#include <sched.h>
#include <string.h>
#include <sys/mman.h>

#define INITIAL_CAP 128
/* The base of a tombstone: no block starts at address 1. */
#define TOMB ((uintptr_t)1)
#define TRY_LOCK_ROUNDS 64
/* Tables of fewer slots (all 64 together, at most 1.5 MB) take their
 * events at once: their probes hit the cache. */
#define QUEUE_FROM_CAP 1024

const char *mpxrt_alloc_fn_name(unsigned fn) {
  static const char *const names[] = {
      [MPXRT_FN_MALLOC] = "malloc",
      [MPXRT_FN_CALLOC] = "calloc",
      [MPXRT_FN_REALLOC] = "realloc",
      [MPXRT_FN_ALIGNED_ALLOC] = "aligned_alloc",
      [MPXRT_FN_POSIX_MEMALIGN] = "posix_memalign",
      [MPXRT_FN_MEMALIGN] = "memalign",
      [MPXRT_FN_VALLOC] = "valloc",
      [MPXRT_FN_STRDUP] = "strdup",
      [MPXRT_FN_STRNDUP] = "strndup",
  };
  return fn < sizeof names / sizeof *names ? names[fn] : "an allocator";
}

/* The hash keeps neighbours together: the blocks of one 256-byte region
 * (16 granules of malloc's 16-byte alignment) share a stripe and a group
 * of 16 slots, in address order, and the regions are spread by a
 * multiplicative hash.  Blocks allocated one after another (a list's
 * nodes) then land in one or two cache lines of the index instead of one
 * each, and a table grows by copying runs.  The low 4 bits of the hash
 * are the granule within the region. */
static uint64_t hash(uintptr_t base) {
  uint64_t region = (uint64_t)(base >> 8) * 0x9e3779b97f4a7c15ull;
  return (region >> 4 << 4) | (base >> 4 & 15);
}

/* The pending events of stripe s. */
static struct mpxrt_alloc_rec *pending_of(const struct mpxrt_alloc_stripe *s) {
  return mpxrt_state.alloc_pending[s - mpxrt_state.alloc_index];
}

static struct mpxrt_alloc_stripe *stripe_of(uint64_t h) {
  return &mpxrt_state.alloc_index[h >> 58 & (MPXRT_ALLOC_STRIPES - 1)];
}

/* The slot where a key of hash h starts probing in a table of cap slots
 * (the stripe's bits left out). */
static size_t home(uint64_t h, size_t cap) {
  return (size_t)((h >> 8 & ~(uint64_t)15) | (h & 15)) & (cap - 1);
}

static void lock(struct mpxrt_alloc_stripe *s) {
  while (atomic_exchange_explicit(&s->lock, 1, memory_order_acquire))
    sched_yield();
}

static int try_lock(struct mpxrt_alloc_stripe *s) {
  for (int i = 0; i < TRY_LOCK_ROUNDS; ++i) {
    if (!atomic_exchange_explicit(&s->lock, 1, memory_order_acquire))
      return 1;
    sched_yield();
  }
  return 0;
}

static void unlock(struct mpxrt_alloc_stripe *s) {
  atomic_store_explicit(&s->lock, 0, memory_order_release);
}

static void fork_prepare(void) {
  for (size_t i = 0; i < MPXRT_ALLOC_STRIPES; ++i)
    lock(&mpxrt_state.alloc_index[i]);
}

static void fork_done(void) {
  for (size_t i = MPXRT_ALLOC_STRIPES; i-- > 0;)
    unlock(&mpxrt_state.alloc_index[i]);
}

/* A new table's memory, faulted in at once (it is written as it fills). */
static void *map(size_t bytes) {
  void *p = mmap(0, bytes, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
  return p == MAP_FAILED ? 0 : p;
}

/* True when slot i of s holds a live record. */
static int live(const struct mpxrt_alloc_stripe *s, size_t i) {
  return s->recs[i].base > TOMB;
}

/* The slot of base, or of the empty slot ending its probe (tombstones are
 * passed over). */
static size_t probe(const struct mpxrt_alloc_stripe *s, uintptr_t base,
                    uint64_t h) {
  size_t mask = s->cap - 1, i = home(h, s->cap);
  while (s->recs[i].base && s->recs[i].base != base)
    i = (i + 1) & mask;
  return i;
}

/* Where a record for base goes: its own slot if it has one, else the
 * first tombstone of its probe, else the empty slot ending it. */
static size_t probe_for_insert(const struct mpxrt_alloc_stripe *s,
                               uintptr_t base, uint64_t h) {
  if (!s->dead)
    return probe(s, base, h);
  size_t mask = s->cap - 1, i = home(h, s->cap), tomb = s->cap;
  for (; s->recs[i].base && s->recs[i].base != base; i = (i + 1) & mask)
    if (s->recs[i].base == TOMB && tomb == s->cap)
      tomb = i;
  return s->recs[i].base || tomb == s->cap ? i : tomb;
}

static uintptr_t *stack_of(const struct mpxrt_alloc_stripe *s, size_t i) {
  return s->stacks + i * s->stack_stride;
}

/* Copies slot `from` of table s to slot `to` of table d. */
static void move_slot(struct mpxrt_alloc_stripe *d, size_t to,
                      const struct mpxrt_alloc_stripe *s, size_t from) {
  d->recs[to] = s->recs[from];
  if (d->stack_stride)
    memcpy(stack_of(d, to), stack_of(s, from),
           d->stack_stride * sizeof(uintptr_t));
}

/* Rebuilds the table at cap slots (or makes the first), without its
 * tombstones; 0 on failure, when the caller simply does not record the
 * block. */
static int rebuild(struct mpxrt_alloc_stripe *s, size_t cap) {
  struct mpxrt_alloc_stripe n = *s;
  n.cap = cap;
  if (!s->cap)
    n.stack_stride = (unsigned)mpxrt_state.opts.alloc_stack;
  n.recs = map(n.cap * sizeof *n.recs);
  n.stacks =
      n.stack_stride ? map(n.cap * n.stack_stride * sizeof(uintptr_t)) : 0;
  if (!n.recs || (n.stack_stride && !n.stacks)) {
    if (n.recs)
      munmap(n.recs, n.cap * sizeof *n.recs);
    return 0;
  }
  for (size_t i = 0; i < s->cap; ++i)
    if (live(s, i))
      move_slot(&n, probe(&n, s->recs[i].base, hash(s->recs[i].base)), s, i);
  if (s->cap) {
    munmap(s->recs, s->cap * sizeof *s->recs);
    if (s->stacks)
      munmap(s->stacks, s->cap * s->stack_stride * sizeof(uintptr_t));
  }
  s->cap = n.cap;
  s->dead = 0;
  s->stack_stride = n.stack_stride;
  s->recs = n.recs;
  s->stacks = n.stacks;
  return 1;
}

/* The thread's stack, kept per thread: the allocation path walks it for
 * alloc_stack=N and must not read /proc/self/maps each time. */
static __thread uintptr_t stack_lo, stack_hi;

static size_t allocation_stack(uintptr_t fp, uintptr_t *pcs, size_t max) {
  uintptr_t sp = (uintptr_t)&sp;
  if (sp < stack_lo || sp >= stack_hi) {
    if (mpxrt_stack_extent(sp, &stack_lo, &stack_hi) != 0)
      stack_lo = stack_hi = 0;
  }
  return mpxrt_unwind(fp, stack_lo, stack_hi, pcs, max);
}

/* Removes slot i of a table without tombstones, shifting back the
 * entries of its probe run that would otherwise no longer be found. */
static void remove_slot(struct mpxrt_alloc_stripe *s, size_t i) {
  size_t mask = s->cap - 1;
  for (size_t j = (i + 1) & mask; s->recs[j].base; j = (j + 1) & mask) {
    size_t k = home(hash(s->recs[j].base), s->cap);
    int stays = i <= j ? (i < k && k <= j) : (i < k || k <= j);
    if (stays)
      continue;
    move_slot(s, i, s, j);
    i = j;
  }
  s->recs[i].base = 0;
  --s->used;
}

/* Makes room for one more record: rebuilds the table when its live
 * records and tombstones would pass 70% of it, twice as large when the
 * live ones alone pass 35% (or the table is not made yet); 0 on failure. */
static inline int make_room(struct mpxrt_alloc_stripe *s) {
  if (__builtin_expect((s->used + s->dead + 1) * 10 <= s->cap * 7, 1))
    return 1;
  int larger = !s->cap || (s->used + 1) * 20 > s->cap * 7;
  return rebuild(s, !s->cap ? INITIAL_CAP : larger ? s->cap * 2 : s->cap);
}

/* Records r (with depth return addresses from pcs) in s, or not at all
 * when the table cannot grow. */
static void insert(struct mpxrt_alloc_stripe *s,
                   const struct mpxrt_alloc_rec *r, const uintptr_t *pcs) {
  if (!make_room(s))
    return;
  size_t i = probe_for_insert(s, r->base, hash(r->base));
  if (s->recs[i].base == TOMB)
    --s->dead;
  if (s->recs[i].base != r->base)
    ++s->used;
  s->recs[i] = *r;
  if (r->depth > s->stack_stride)
    s->recs[i].depth = s->stack_stride;
  if (s->recs[i].depth)
    memcpy(stack_of(s, i), pcs, s->recs[i].depth * sizeof *pcs);
}

/* Removes base's record from s, if it has one. */
static void erase(struct mpxrt_alloc_stripe *s, uintptr_t base) {
  if (!s->cap)
    return;
  size_t i = probe(s, base, hash(base));
  if (!s->recs[i].base)
    return;
  if (s->cap < QUEUE_FROM_CAP) {
    remove_slot(s, i);
    return;
  }
  /* A tombstone just before an empty slot ends no probe run: it and the
   * tombstones before it become empty slots. */
  size_t mask = s->cap - 1;
  --s->used;
  if (s->recs[(i + 1) & mask].base) {
    s->recs[i].base = TOMB;
    ++s->dead;
    return;
  }
  s->recs[i].base = 0;
  for (i = (i - 1) & mask; s->recs[i].base == TOMB; i = (i - 1) & mask) {
    s->recs[i].base = 0;
    --s->dead;
  }
}

/* Applies event r to s. */
static void apply(struct mpxrt_alloc_stripe *s,
                  const struct mpxrt_alloc_rec *r) {
  if (r->size)
    insert(s, r, 0);
  else
    erase(s, r->base);
}

/* Applies the pending events of s in order (a size of 0 is a free): the
 * cache lines where their probes start are requested first, all of them,
 * then each event is applied. */
static void apply_pending(struct mpxrt_alloc_stripe *s) {
  const struct mpxrt_alloc_rec *events = pending_of(s);
  if (s->cap) {
    for (unsigned k = 0; k < s->npending; ++k) {
      /* the home slot, and the next, where a probe often goes on */
      const struct mpxrt_alloc_rec *r =
          &s->recs[home(hash(events[k].base), s->cap)];
      __builtin_prefetch(r, 1);
      __builtin_prefetch((const char *)(r + 2) - 1, 1);
    }
  }
  for (unsigned k = 0; k < s->npending; ++k)
    apply(s, &events[k]);
  s->npending = 0;
}

/* Queues event r on s, applying the list first when it is full; applies
 * it at once while the table is small enough to stay in the cache (the
 * list is then empty: tables only grow). */
static void queue(struct mpxrt_alloc_stripe *s,
                  const struct mpxrt_alloc_rec *r) {
  lock(s);
  if (s->cap < QUEUE_FROM_CAP) {
    apply(s, r);
  } else {
    if (s->npending == MPXRT_ALLOC_PENDING)
      apply_pending(s);
    pending_of(s)[s->npending++] = *r;
  }
  unlock(s);
}

void mpxrt_alloc_note(uintptr_t base, size_t size, unsigned fn, uintptr_t fp) {
  if (!base || !size || !mpxrt_state.opts.alloc_index)
    return;
  if (!atomic_load_explicit(&mpxrt_state.alloc_atfork, memory_order_relaxed) &&
      !atomic_exchange(&mpxrt_state.alloc_atfork, 1))
    pthread_atfork(fork_prepare, fork_done, fork_done);
  struct mpxrt_alloc_rec r = {base, ((const uintptr_t *)fp)[1], size, fn, 0};
  struct mpxrt_alloc_stripe *s = stripe_of(hash(base));
  size_t want = (size_t)mpxrt_state.opts.alloc_stack;
  if (!want) {
    queue(s, &r);
    return;
  }
  uintptr_t pcs[64];
  r.depth = allocation_stack(fp, pcs, want < 64 ? want : 64);
  lock(s);
  apply_pending(s);
  insert(s, &r, pcs);
  unlock(s);
}

void mpxrt_alloc_forget(uintptr_t base) {
  if (!base || !mpxrt_state.opts.alloc_index)
    return;
  struct mpxrt_alloc_rec r = {base, 0, 0, 0, 0};
  queue(stripe_of(hash(base)), &r);
}

/* Copies the record of slot i of s, with up to max return addresses. */
static void copy_rec(const struct mpxrt_alloc_stripe *s, size_t i,
                     struct mpxrt_alloc_rec *rec, uintptr_t *pcs, size_t max) {
  *rec = s->recs[i];
  if (rec->depth > max)
    rec->depth = max;
  if (rec->depth)
    memcpy(pcs, stack_of(s, i), rec->depth * sizeof *pcs);
}

int mpxrt_alloc_find_containing(uintptr_t addr, struct mpxrt_alloc_rec *rec,
                                uintptr_t *pcs, size_t max) {
  int found = 0;
  for (size_t k = 0; k < MPXRT_ALLOC_STRIPES && !found; ++k) {
    struct mpxrt_alloc_stripe *s = &mpxrt_state.alloc_index[k];
    if (!try_lock(s))
      continue;
    apply_pending(s);
    for (size_t i = 0; i < s->cap && !found; ++i)
      if (live(s, i) && s->recs[i].base <= addr &&
          addr - s->recs[i].base < s->recs[i].size) {
        copy_rec(s, i, rec, pcs, max);
        found = 1;
      }
    unlock(s);
  }
  return found;
}

int mpxrt_alloc_find(uintptr_t base, size_t size, struct mpxrt_alloc_rec *rec,
                     uintptr_t *pcs, size_t max) {
  if (!base || !size)
    return 0;
  uint64_t h = hash(base);
  struct mpxrt_alloc_stripe *s = stripe_of(h);
  if (!try_lock(s))
    return 0;
  apply_pending(s);
  int found = 0;
  if (s->cap) {
    size_t i = probe(s, base, h);
    if (s->recs[i].base && s->recs[i].size == size) {
      copy_rec(s, i, rec, pcs, max);
      found = 1;
    }
  }
  unlock(s);
  return found;
}
