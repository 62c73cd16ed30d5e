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

/* Reads entry e consistently; 0 when it holds nothing usable. */
static int read_entry(__mpx_bt_entry *e, uintptr_t *v, __mpx_bnd *b) {
  uintptr_t s1 = __atomic_load_n(&e->seq, __ATOMIC_ACQUIRE);
  *v = __atomic_load_n(&e->value, __ATOMIC_RELAXED);
  b->lb = __atomic_load_n(&e->lb, __ATOMIC_RELAXED);
  b->ub = __atomic_load_n(&e->ub, __ATOMIC_RELAXED);
  __atomic_thread_fence(__ATOMIC_ACQUIRE);
  uintptr_t s2 = __atomic_load_n(&e->seq, __ATOMIC_RELAXED);
  return s1 != 0 && !(s1 & 1) && s1 == s2;
}

/* Marks e as never written (loads give INIT). */
static void forget(__mpx_bt_entry *e) {
  uintptr_t s = __atomic_load_n(&e->seq, __ATOMIC_RELAXED);
  if (s == 0 || (s & 1) ||
      !__atomic_compare_exchange_n(&e->seq, &s, s + 1, 0, __ATOMIC_ACQUIRE,
                                   __ATOMIC_RELAXED))
    return;
  __atomic_store_n(&e->value, 0, __ATOMIC_RELAXED);
  __atomic_store_n(&e->seq, 0, __ATOMIC_RELEASE);
}

/* The first 8-byte aligned address >= a. */
static uintptr_t align_up(uintptr_t a) { return (a + 7) & ~(uintptr_t)7; }

static void copy_slot(uintptr_t d, uintptr_t s) {
  __mpx_bt_entry *from = __mpx_bt_lookup(s);
  uintptr_t v;
  __mpx_bnd b;
  if (from && read_entry(from, &v, &b)) {
    __mpx_stx((void *)d, (void *)v, b);
  } else {
    __mpx_bt_entry *to = __mpx_bt_lookup(d);
    if (to)
      forget(to);
  }
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
