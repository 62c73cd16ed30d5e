/* table.c - the bounds table's slow paths: creating the tables on first
 * store, the wide entries (bounds an 8-byte entry cannot
 * hold), and the bulk copy and clear used by memcpy, memmove, realloc,
 * memset, free and struct copies (the copy follows the bytes to any
 * alignment).  In a program of the mpx backend, once MPX is on, these (and
 * the runtime's own stores) go to the hardware's tables instead
 * (src/mpx/table.c).  The fast paths (__mpx_ldx, __mpx_stx) are inline in
 * mpxrt.h.  Memory is reserved with mmap(MAP_NORESERVE): untouched parts of
 * a table cost nothing. */
#include "internal.h"

#include <string.h>
#include <sys/mman.h>

#define DIR_ENTRIES (1UL << __MPX_BT_DIR_BITS)
#define TABLE_ENTRIES (1UL << __MPX_BT_TABLE_BITS)

/* A wide entry: the lower bound, and in meta the width (ub - lb in 32 bits:
 * all ones for "up to the top of memory", which is also what an object of
 * 4 GiB or more keeps of its upper bound; empty bounds are stored as NULL
 * bounds, lower bound ~0 and width 1) and a 32-bit check mixing the
 * pointer value, the lower bound and the width (never 0).  Its two words
 * are written and read separately: a load that sees the lower bound of one
 * store and the meta of another gets INIT, but for a 2^-31 chance. */
struct wide {
  uintptr_t lb;
  uint64_t meta; /* width in the low 32 bits, check in the high */
};

#define WIDE_WIDTH_MAX 0xffffffffu

uintptr_t __mpx_bt_dir[DIR_ENTRIES];
__mpx_bt_entry __mpx_bt_zero[TABLE_ENTRIES];
static _Atomic size_t mpxrt_bt_reserved;

static void *reserve(size_t bytes) {
  void *p = mmap(0, bytes, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED)
    return 0;
  atomic_fetch_add(&mpxrt_bt_reserved, bytes);
  return p;
}

static void release(void *p, size_t bytes) {
  munmap(p, bytes);
  atomic_fetch_sub(&mpxrt_bt_reserved, bytes);
}

/* The directory word of a table is its distance from the zero table. */
__mpx_bt_entry *__mpx_bt_table(uintptr_t a) {
  uintptr_t *word = &__mpx_bt_dir[__MPX_BT_DIR_INDEX(a)];
  uintptr_t w = __atomic_load_n(word, __ATOMIC_ACQUIRE);
  if (!w) {
    size_t bytes = TABLE_ENTRIES * (sizeof(__mpx_bt_entry) + sizeof(struct wide));
    void *fresh = reserve(bytes);
    if (!fresh)
      return 0;
    uintptr_t mine = (uintptr_t)fresh - (uintptr_t)__mpx_bt_zero;
    if (__atomic_compare_exchange_n(word, &w, mine, 0, __ATOMIC_ACQ_REL,
                                    __ATOMIC_ACQUIRE))
      w = mine;
    else
      release(fresh, bytes); /* another thread's table is in w */
  }
  return __mpx_bt_entry_at(w, a) - __MPX_BT_INDEX(a);
}

size_t __mpx_bt_reserved_bytes(void) { return atomic_load(&mpxrt_bt_reserved); }

/* The narrow entry of slot a, its table created if create; 0 if none. */
static inline __mpx_bt_entry *narrow_at(uintptr_t a, int create) {
  __mpx_bt_entry *e = __mpx_bt_lookup(a);
  if (e || !create || a >> 47)
    return e;
  __mpx_bt_entry *t = __mpx_bt_table(a);
  return t ? &t[__MPX_BT_INDEX(a)] : 0;
}

/* The wide entry of slot a whose narrow entry is at e: in the second part
 * of e's table (a table holds 2^20 narrow entries, then 2^20 wide ones,
 * reserved together: the wide part costs memory only where used), at
 * e's index, that is e's address plus the narrow part's size and e's
 * offset in it once more. */
static inline struct wide *wide_of(const __mpx_bt_entry *e, uintptr_t a) {
  return (struct wide *)((uintptr_t)(e + TABLE_ENTRIES) +
                         __MPX_BT_INDEX(a) * sizeof *e);
}

/* A wide entry's check for pointer value v with lower bound lb and width
 * field w: never 0.  x = v ^ rotl(lb, 23) ^ w, the check the high half of
 * x times an odd constant, its low bit forced to 1.  A change of v alone
 * changes x, and so x * K; the check stays the same only when the high
 * half moves by at most one, which no single-bit change of x and no
 * |d| < 2^20 does.  A lower bound from another store changes x unless the
 * values differ exactly by the rotated difference of the lower bounds,
 * which two pointers to their objects' starts cannot meet. */
static uint32_t wide_check(uint64_t v, uint64_t lb, uint32_t w) {
  uint64_t x = v ^ (lb << 23 | lb >> 41) ^ w;
  return (uint32_t)((x * 0x9e3779b97f4a7c15ull) >> 32) | 1u;
}

static inline int wide_read(const struct wide *e, uintptr_t v, __mpx_bnd *b) {
  uintptr_t lb = __atomic_load_n(&e->lb, __ATOMIC_RELAXED);
  uint64_t meta = __atomic_load_n(&e->meta, __ATOMIC_RELAXED);
  uint32_t w = (uint32_t)meta;
  if ((uint32_t)(meta >> 32) != wide_check(v, lb, w))
    return 0;
  b->lb = lb;
  b->ub = w == WIDE_WIDTH_MAX ? UINTPTR_MAX : lb + w;
  return 1;
}

static void wide_write(struct wide *e, uintptr_t v, __mpx_bnd b) {
  uintptr_t lb = b.lb, d = b.ub - b.lb;
  if (b.ub < b.lb) { /* empty: NULL bounds */
    lb = UINTPTR_MAX;
    d = 1;
  }
  uint32_t w = d < WIDE_WIDTH_MAX ? (uint32_t)d : WIDE_WIDTH_MAX;
  __atomic_store_n(&e->lb, lb, __ATOMIC_RELAXED);
  __atomic_store_n(&e->meta, (uint64_t)wide_check(v, lb, w) << 32 | w,
                   __ATOMIC_RELAXED);
}

/* x is not 0, so the inline load read it from a table that exists (the
 * zero table's entries are all 0) at an address the directory reaches:
 * no test of either is needed to find the wide entry. */
__mpx_bnd __mpx_bt_load_wide(uintptr_t slot, uintptr_t v, uint64_t x) {
  __mpx_bnd b;
  if (__mpx_bt_escaped(x) &&
      wide_read(wide_of(__mpx_bt_entry_at(__mpx_bt_dir_word(slot), slot), slot),
                v, &b))
    return b;
  return __mpx_init();
}

static int is_init_bounds(__mpx_bnd b) {
  return b.lb == 0 && b.ub == UINTPTR_MAX;
}

/* The wide entry first, then the escape: a load that sees the escape finds
 * this store's entry (or another's, which its check tells apart). */
void __mpx_bt_store_slow(uintptr_t slot, uintptr_t v, uintptr_t lb,
                         uintptr_t ub) {
  __mpx_bnd b = {lb, ub};
  uint64_t x = __mpx_bt_encode(v, b);
  if (!x && is_init_bounds(b)) { /* INIT: an empty entry, if any */
    __mpx_bt_entry *e = narrow_at(slot, 0);
    if (e)
      __atomic_store_n(e, 0, __ATOMIC_RELAXED);
    return;
  }
  __mpx_bt_entry *e = narrow_at(slot, 1);
  if (!e)
    return;
  if (!x) {
    wide_write(wide_of(e, slot), v, b);
    x = __MPX_BT_ESCAPE;
  }
  __atomic_store_n(e, x, __ATOMIC_RELAXED);
}

/* The first 8-byte aligned address >= a. */
static uintptr_t align_up(uintptr_t a) { return (a + 7) & ~(uintptr_t)7; }

/* One slot's entry as it moves: its narrow word and, for an escape, the
 * wide entry's two words. */
struct moved {
  uintptr_t to;
  uint64_t x;
  struct wide wide;
};

/* Reads slot a's entry into *m (x 0: nothing). */
static void take(uintptr_t a, struct moved *m) {
  __mpx_bt_entry *e = narrow_at(a, 0);
  m->x = e ? __atomic_load_n(e, __ATOMIC_RELAXED) : 0;
  if (__mpx_bt_escaped(m->x)) {
    const struct wide *w = wide_of(e, a);
    m->wide.lb = __atomic_load_n(&w->lb, __ATOMIC_RELAXED);
    m->wide.meta = __atomic_load_n(&w->meta, __ATOMIC_RELAXED);
  }
}

/* Writes a moved entry at its new slot m->to (x 0: forgets it). */
static void put(const struct moved *m) {
  __mpx_bt_entry *e = narrow_at(m->to, m->x != 0);
  if (!e)
    return;
  if (__mpx_bt_escaped(m->x)) {
    struct wide *w = wide_of(e, m->to);
    __atomic_store_n(&w->lb, m->wide.lb, __ATOMIC_RELAXED);
    __atomic_store_n(&w->meta, m->wide.meta, __ATOMIC_RELAXED);
  }
  __atomic_store_n(e, m->x, __ATOMIC_RELAXED);
}

/* The entry moves as it is: nothing in it depends on the slot, so it stays
 * valid for the pointer value the bytes carried along. */
static void copy_slot(uintptr_t d, uintptr_t s) {
  struct moved m;
  take(s, &m);
  m.to = d;
  put(&m);
}

/* Both 8-aligned: the slot at key x moves to key x + (dst - src), entries
 * as they are; both directions over an overlap. */
static void copy_aligned(uintptr_t d, uintptr_t s, size_t n) {
  uintptr_t first = align_up(s) - s;
  if (first + sizeof(void *) > n)
    return;
  size_t count = (n - first) / sizeof(void *);
  if (d > s && d < s + n) { /* overlapping forward move: copy backwards */
    for (size_t i = count; i-- > 0;)
      copy_slot(d + first + i * 8, s + first + i * 8);
  } else {
    for (size_t i = 0; i < count; ++i)
      copy_slot(d + first + i * 8, s + first + i * 8);
  }
}

/* True when entry m describes pointer value v. */
static int describes(const struct moved *m, uint64_t v) {
  __mpx_bnd b;
  if (__mpx_bt_escaped(m->x))
    return wide_read(&m->wide, v, &b);
  return __mpx_bt_decode(m->x, v, &b);
}

/* Calls found(m, ctx) for every pointer of [s, s + n) whose entry moved
 * with the bytes to d: the entry of source key x describes a pointer stored
 * at some address in [x, x + 8), found by the value the bytes hold now at
 * the destination (the check is the value's). */
static void find_moved(uintptr_t d, uintptr_t s, size_t n,
                       void (*found)(const struct moved *, void *),
                       void *ctx) {
  for (uintptr_t x = s & ~(uintptr_t)7; x < s + n; x += 8) {
    if (!__mpx_bt_lookup(x)) { /* skip the rest of this table's span */
      x = (x | ((1UL << (3 + __MPX_BT_TABLE_BITS)) - 1)) - 7;
      continue;
    }
    struct moved m;
    take(x, &m);
    if (!m.x)
      continue;
    uintptr_t lo = x < s ? s : x, hi = x + 7;
    if (hi > s + n - sizeof(void *))
      hi = s + n - sizeof(void *);
    for (uintptr_t o = lo; o <= hi; ++o) {
      uint64_t v;
      memcpy(&v, (const void *)(d + (o - s)), sizeof v);
      if (describes(&m, v)) {
        m.to = d + (o - s);
        found(&m, ctx);
        break;
      }
    }
  }
}

static void put_found(const struct moved *m, void *ctx) {
  (void)ctx;
  put(m);
}

/* Moved entries kept until every source entry is read (an overlap). */
struct moved_list {
  struct moved *items;
  size_t count, cap;
};

static void keep_found(const struct moved *m, void *ctx) {
  struct moved_list *l = ctx;
  if (l->count < l->cap)
    l->items[l->count++] = *m;
}

/* Any other alignment (a table copied into a byte buffer at an odd offset,
 * or out of one):
 * entries are found by the bytes' values and written at their new slots,
 * the destination's other entries cleared.  Without an overlap the
 * destination is cleared first and entries written as found; with one they
 * are gathered first (one per source slot at most). */
static void copy_misaligned(uintptr_t d, uintptr_t s, size_t n) {
  if (d + n <= s || s + n <= d) {
    __mpx_bt_clear((void *)d, n);
    find_moved(d, s, n, put_found, 0);
    return;
  }
  size_t cap = n / 8 + 2;
  struct moved local[64];
  struct moved_list l = {local, 0, cap};
  size_t bytes = cap * sizeof(struct moved);
  if (cap > 64) {
    l.items = mmap(0, bytes, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (l.items == MAP_FAILED) { /* no room: the destination forgets */
      __mpx_bt_clear((void *)d, n);
      return;
    }
  }
  find_moved(d, s, n, keep_found, &l);
  __mpx_bt_clear((void *)d, n);
  for (size_t i = 0; i < l.count; ++i)
    put(&l.items[i]);
  if (cap > 64)
    munmap(l.items, bytes);
}

void (__mpx_bt_copy)(void *dst, const void *src, size_t n) {
  uintptr_t d = (uintptr_t)dst, s = (uintptr_t)src;
  const struct mpxrt_hw_ops *hw = atomic_load(&mpxrt_state.hw.ops);
  if (hw)
    return hw->copy(dst, src, n);
  if (n < sizeof(void *))
    return;
  if (((d | s) & 7) == 0)
    copy_aligned(d, s, n);
  else
    copy_misaligned(d, s, n);
}

/* Forgetting the narrow entries forgets the wide ones: an escape is what
 * leads a load to them. */
void __mpx_bt_clear(void *p, size_t n) {
  uintptr_t a = (uintptr_t)p;
  const struct mpxrt_hw_ops *hw = atomic_load(&mpxrt_state.hw.ops);
  if (hw)
    return hw->clear(p, n);
  if (n == 0)
    return;
  /* One table lookup per table's span (8 MiB of slots), then its entries
   * in a row: a freed block's clear is one short loop of stores. */
  const uintptr_t span = (uintptr_t)1 << (3 + __MPX_BT_TABLE_BITS);
  uintptr_t x = a & ~(uintptr_t)7, end = a + n;
  while (x < end) {
    uintptr_t stop = (x | (span - 1)) + 1; /* this table's span ends */
    if (stop > end || stop == 0)
      stop = end;
    __mpx_bt_entry *e = __mpx_bt_lookup(x);
    if (e) /* else the table does not exist: nothing to forget */
      for (uintptr_t y = x; y < stop; y += 8, ++e)
        __atomic_store_n(e, 0, __ATOMIC_RELAXED);
    x = (stop + 7) & ~(uintptr_t)7;
  }
}

void mpxrt_stx(const void *slot, const void *value, __mpx_bnd b) {
  const struct mpxrt_hw_ops *hw = atomic_load(&mpxrt_state.hw.ops);
  if (hw)
    hw->stx(slot, value, b);
  else
    __mpx_stx(slot, value, b);
}
