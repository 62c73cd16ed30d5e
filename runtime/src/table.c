/* table.c - the bounds table's slow paths: creating the directory and the
 * tables on first store, and the bulk copy and clear used by memcpy,
 * memmove, realloc, memset, free and struct copies (the copy follows the
 * bytes to any alignment).  In a program of the mpx backend, once MPX is
 * on, these (and the runtime's own stores) go to the hardware's tables
 * instead (src/mpx/table.c).  The fast paths
 * (__mpx_ldx, __mpx_stx) are inline in mpxrt.h.  Memory is reserved with
 * mmap(MAP_NORESERVE): untouched parts of a table cost nothing. */
#include "internal.h"

#include <string.h>
#include <sys/mman.h>

#define DIR_ENTRIES (1UL << __MPX_BT_DIR_BITS)
#define TABLE_ENTRIES (1UL << __MPX_BT_TABLE_BITS)

__mpx_bt_entry **__mpx_bt_dir;
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

/* Installs *slot = fresh unless another thread got there first. */
static void *install(void **slot, size_t bytes) {
  void *cur = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
  if (cur)
    return cur;
  void *fresh = reserve(bytes);
  if (!fresh)
    return 0;
  void *expected = 0;
  if (__atomic_compare_exchange_n(slot, &expected, fresh, 0, __ATOMIC_ACQ_REL,
                                  __ATOMIC_ACQUIRE))
    return fresh;
  release(fresh, bytes);
  return expected;
}

__mpx_bt_entry *__mpx_bt_table(uintptr_t a) {
  __mpx_bt_entry **dir =
      install((void **)&__mpx_bt_dir, DIR_ENTRIES * sizeof(void *));
  if (!dir)
    return 0;
  return install((void **)&dir[__MPX_BT_DIR_INDEX(a)],
                 TABLE_ENTRIES * sizeof(__mpx_bt_entry));
}

size_t __mpx_bt_reserved_bytes(void) { return atomic_load(&mpxrt_bt_reserved); }

/* Marks e as holding nothing (loads give INIT: no check is 0). */
static void forget(__mpx_bt_entry *e) {
  __atomic_store_n(&e->meta, 0, __ATOMIC_RELAXED);
}

/* The first 8-byte aligned address >= a. */
static uintptr_t align_up(uintptr_t a) { return (a + 7) & ~(uintptr_t)7; }

/* The entry moves as it is: its check does not depend on the slot, so it
 * stays valid for the pointer value the bytes carried along. */
static void copy_slot(uintptr_t d, uintptr_t s) {
  __mpx_bt_entry *from = __mpx_bt_lookup(s);
  uint64_t meta = from ? __atomic_load_n(&from->meta, __ATOMIC_RELAXED) : 0;
  __mpx_bt_entry *to = __mpx_bt_lookup(d);
  if (!meta) {
    if (to)
      forget(to);
    return;
  }
  uintptr_t lb = __atomic_load_n(&from->lb, __ATOMIC_RELAXED);
  if (!to) {
    __mpx_bt_entry *t = __mpx_bt_table(d);
    if (!t)
      return;
    to = &t[__MPX_BT_INDEX(d)];
  }
  __atomic_store_n(&to->lb, lb, __ATOMIC_RELAXED);
  __atomic_store_n(&to->meta, meta, __ATOMIC_RELAXED);
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

/* One entry found for a pointer that now lies at address `to`. */
struct moved {
  uintptr_t to, lb;
  uint64_t meta;
};

/* Writes a moved entry at its new slot. */
static void put(const struct moved *m) {
  __mpx_bt_entry *e = __mpx_bt_lookup(m->to);
  if (!e) {
    __mpx_bt_entry *t = __mpx_bt_table(m->to);
    if (!t)
      return;
    e = &t[__MPX_BT_INDEX(m->to)];
  }
  __atomic_store_n(&e->lb, m->lb, __ATOMIC_RELAXED);
  __atomic_store_n(&e->meta, m->meta, __ATOMIC_RELAXED);
}

/* Calls found(m, ctx) for every pointer of [s, s + n) whose entry moved
 * with the bytes to d: the entry of source key x describes a pointer stored
 * at some address in [x, x + 8), found by the value the bytes hold now at
 * the destination (the check mixes the value in). */
static void find_moved(uintptr_t d, uintptr_t s, size_t n,
                       void (*found)(const struct moved *, void *),
                       void *ctx) {
  for (uintptr_t x = s & ~(uintptr_t)7; x < s + n; x += 8) {
    __mpx_bt_entry *e = __mpx_bt_lookup(x);
    if (!e) { /* skip the rest of this table's span: it does not exist */
      x = (x | ((1UL << (3 + __MPX_BT_TABLE_BITS)) - 1)) - 7;
      continue;
    }
    uint64_t meta = __atomic_load_n(&e->meta, __ATOMIC_RELAXED);
    if (!meta)
      continue;
    uintptr_t lb = __atomic_load_n(&e->lb, __ATOMIC_RELAXED);
    uintptr_t lo = x < s ? s : x, hi = x + 7;
    if (hi > s + n - sizeof(void *))
      hi = s + n - sizeof(void *);
    for (uintptr_t o = lo; o <= hi; ++o) {
      uint64_t v;
      memcpy(&v, (const void *)(d + (o - s)), sizeof v);
      if ((uint32_t)(meta >> 32) == __mpx_bt_check(v, lb, (uint32_t)meta)) {
        struct moved m = {d + (o - s), lb, meta};
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
  struct moved local[128];
  struct moved_list l = {local, 0, cap};
  size_t bytes = cap * sizeof(struct moved);
  if (cap > 128) {
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
  if (cap > 128)
    munmap(l.items, bytes);
}

void (__mpx_bt_copy)(void *dst, const void *src, size_t n) {
  uintptr_t d = (uintptr_t)dst, s = (uintptr_t)src;
  const struct mpxrt_hw_ops *hw = atomic_load(&mpxrt_state.hw.ops);
  if (hw)
    return hw->copy(dst, src, n);
  if (n < sizeof(void *) || !__atomic_load_n(&__mpx_bt_dir, __ATOMIC_ACQUIRE))
    return;
  if (((d | s) & 7) == 0)
    copy_aligned(d, s, n);
  else
    copy_misaligned(d, s, n);
}

void __mpx_bt_clear(void *p, size_t n) {
  uintptr_t a = (uintptr_t)p;
  const struct mpxrt_hw_ops *hw = atomic_load(&mpxrt_state.hw.ops);
  if (hw)
    return hw->clear(p, n);
  if (n == 0 || !__atomic_load_n(&__mpx_bt_dir, __ATOMIC_ACQUIRE))
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
        forget(e);
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
