/* table.c - the bounds table's slow paths: creating the directory and the
 * tables on first store, and the bulk copy and clear used by memcpy,
 * memmove, realloc, memset, free and struct copies.  The fast paths
 * (__mpx_ldx, __mpx_stx) are inline in mpxrt.h.  Memory is reserved with
 * mmap(MAP_NORESERVE): untouched parts of a table cost nothing. */
#include "internal.h"

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

void (__mpx_bt_copy)(void *dst, const void *src, size_t n) {
  uintptr_t d = (uintptr_t)dst, s = (uintptr_t)src;
  if (n < sizeof(void *) || !__atomic_load_n(&__mpx_bt_dir, __ATOMIC_ACQUIRE))
    return;
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

void __mpx_bt_clear(void *p, size_t n) {
  uintptr_t a = (uintptr_t)p;
  if (n == 0 || !__atomic_load_n(&__mpx_bt_dir, __ATOMIC_ACQUIRE))
    return;
  for (uintptr_t x = a & ~(uintptr_t)7; x < a + n; x += 8) {
    __mpx_bt_entry *e = __mpx_bt_lookup(x);
    if (e)
      forget(e);
    else /* skip the rest of this table's span: it does not exist */
      x = (x | ((1UL << (3 + __MPX_BT_TABLE_BITS)) - 1)) - 7;
  }
}
