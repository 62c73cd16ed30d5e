/* table.c - the hardware's bounds tables, as the runtime sees them: tables
 * allocated on demand (from the #BR handler when BNDSTX or BNDLDX finds a
 * directory entry invalid; two threads race through a compare-and-swap on
 * the entry), and the runtime's own table operations (BNDSTX for argv and
 * posix_memalign, the copies of memcpy/memmove/realloc and struct copies,
 * the clearing of free) done on the entries in memory. */
#define _GNU_SOURCE
#include "mpx.h"

#include <string.h>
#include <sys/mman.h>

int mpx_table_install(uintptr_t *e) {
  uintptr_t cur = __atomic_load_n(e, __ATOMIC_ACQUIRE);
  if (cur & 1)
    return 1;
  void *t = mmap(0, MPX_TABLE_BYTES, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (t == MAP_FAILED)
    return 0;
  if (__atomic_compare_exchange_n(e, &cur, (uintptr_t)t | 1, 0,
                                  __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
    atomic_fetch_add(&mpxrt_state.hw.tables, 1);
    return 1;
  }
  munmap(t, MPX_TABLE_BYTES); /* another thread installed one */
  return 1;
}

/* The entry for slot a; 0 if its table does not exist and create is 0 or
 * memory ran out. */
static mpx_entry *entry(uintptr_t a, int create) {
  uintptr_t *e = (uintptr_t *)(mpxrt_state.hw.dir + MPX_DIR_INDEX(a) * 8);
  uintptr_t t = __atomic_load_n(e, __ATOMIC_ACQUIRE);
  if (!(t & 1)) {
    if (!create || !mpx_table_install(e))
      return 0;
    t = __atomic_load_n(e, __ATOMIC_ACQUIRE);
  }
  return (mpx_entry *)(t & ~(uintptr_t)7) + MPX_TABLE_INDEX(a);
}

static int is_empty(const mpx_entry *e) {
  return !e->lb && !e->ub_not && !e->ptr;
}

static void stx(const void *slot, const void *value, __mpx_bnd b) {
  mpx_entry *e = entry((uintptr_t)slot, 1);
  if (!e)
    return;
  e->lb = b.lb;
  e->ub_not = ~b.ub;
  e->ptr = (uintptr_t)value;
}

/* The address of the next table's span after a, minus one slot (loops
 * add 8). */
static uintptr_t skip_span(uintptr_t a) {
  return (a | (MPX_TABLE_SPAN - 1)) - 7;
}

static void clear(void *p, size_t n) {
  uintptr_t a = (uintptr_t)p;
  for (uintptr_t x = a & ~(uintptr_t)7; n && x < a + n; x += 8) {
    mpx_entry *e = entry(x, 0);
    if (e)
      memset(e, 0, sizeof *e);
    else
      x = skip_span(x);
  }
}

/* Slot s's entry to slot d, as it is (it names the pointer value, not the
 * slot). */
static void copy_slot(uintptr_t d, uintptr_t s) {
  mpx_entry *from = entry(s, 0);
  if (!from || is_empty(from)) {
    mpx_entry *to = entry(d, 0);
    if (to)
      memset(to, 0, sizeof *to);
    return;
  }
  mpx_entry tmp = *from, *to = entry(d, 1);
  if (to)
    *to = tmp;
}

/* An entry found for a pointer that now lies at address `to`. */
struct moved {
  uintptr_t to;
  mpx_entry e;
};

/* Entries found, kept until every source entry is read (an overlap). */
struct moved_list {
  struct moved *items;
  size_t count, cap;
};

static void put(const struct moved *m) {
  mpx_entry *to = entry(m->to, 1);
  if (to)
    *to = m->e;
}

/* Calls found(m, l) for every pointer of [s, s + n) whose entry moved with
 * the bytes to d: found by the value the bytes hold at the destination
 * (the entry holds the pointer). */
static void find_moved(uintptr_t d, uintptr_t s, size_t n,
                       void (*found)(const struct moved *, struct moved_list *),
                       struct moved_list *l) {
  for (uintptr_t x = s & ~(uintptr_t)7; x < s + n; x += 8) {
    mpx_entry *e = entry(x, 0);
    if (!e) {
      x = skip_span(x);
      continue;
    }
    if (is_empty(e))
      continue;
    uintptr_t lo = x < s ? s : x, hi = x + 7;
    if (hi > s + n - 8)
      hi = s + n - 8;
    for (uintptr_t o = lo; o <= hi; ++o) {
      uint64_t v;
      memcpy(&v, (const void *)(d + (o - s)), sizeof v);
      if (v == e->ptr) {
        struct moved m = {d + (o - s), *e};
        found(&m, l);
        break;
      }
    }
  }
}

static void put_found(const struct moved *m, struct moved_list *l) {
  (void)l;
  put(m);
}

static void keep_found(const struct moved *m, struct moved_list *l) {
  if (l->count < l->cap)
    l->items[l->count++] = *m;
}

/* Any other alignment: the destination's entries are cleared and each
 * source entry is written where the bytes now hold its pointer; with an
 * overlap they are all found before the destination is cleared. */
static void copy_misaligned(uintptr_t d, uintptr_t s, size_t n) {
  if (d + n <= s || s + n <= d) {
    clear((void *)d, n);
    find_moved(d, s, n, put_found, 0);
    return;
  }
  struct moved local[64];
  struct moved_list l = {local, 0, n / 8 + 2};
  size_t bytes = l.cap * sizeof(struct moved);
  if (l.cap > 64) {
    l.items = mmap(0, bytes, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (l.items == MAP_FAILED) { /* no room: the destination forgets */
      clear((void *)d, n);
      return;
    }
  }
  find_moved(d, s, n, keep_found, &l);
  clear((void *)d, n);
  for (size_t i = 0; i < l.count; ++i)
    put(&l.items[i]);
  if (l.cap > 64)
    munmap(l.items, bytes);
}

static void copy(void *dst, const void *src, size_t n) {
  uintptr_t d = (uintptr_t)dst, s = (uintptr_t)src;
  if (n < 8)
    return;
  if ((d | s) & 7)
    return copy_misaligned(d, s, n);
  size_t count = n / 8;
  if (d > s && d < s + n) {
    for (size_t i = count; i-- > 0;)
      copy_slot(d + i * 8, s + i * 8);
  } else {
    for (size_t i = 0; i < count; ++i)
      copy_slot(d + i * 8, s + i * 8);
  }
}

const struct mpxrt_hw_ops mpx_hw_ops = {stx, copy, clear, mpx_deliver};
