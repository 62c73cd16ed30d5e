/* va_registry.c - which variadic function's state a va_list belongs to, so
 * that va_arg in a function the va_list was handed to (and the checks of
 * vprintf-style calls) find the bounds of its pointers (mpxrt.h, "va_lists
 * handed to other functions").
 *
 * Each thread keeps a small table of (key, state, serial).  A state whose
 * function returned normally is forgotten by its cleanup; one left by
 * longjmp is recognised as stale because its serial no longer matches (the
 * stack it lived on holds something else by then).  When the table is full
 * the oldest entry goes: its va_list then gets INIT bounds, never wrong
 * ones. */
#include "internal.h"

#define MPXRT_VA_SLOTS 32

typedef struct {
  const void *key;
  __mpx_va_state *st;
  unsigned long serial;
} va_entry;

typedef struct {
  va_entry e[MPXRT_VA_SLOTS];
  unsigned next;        /* the slot a new key takes when none is free */
  unsigned long serial; /* the last serial given out */
} va_registry;

static __thread va_registry mpxrt_va;

static va_entry *find(const void *key) {
  for (unsigned i = 0; i < MPXRT_VA_SLOTS; ++i)
    if (mpxrt_va.e[i].key == key && key)
      return &mpxrt_va.e[i];
  return 0;
}

/* The entry for key: its own, else a free one, else the oldest. */
static va_entry *slot_for(const void *key) {
  va_entry *e = find(key);
  if (e)
    return e;
  for (unsigned i = 0; i < MPXRT_VA_SLOTS; ++i)
    if (!mpxrt_va.e[i].key)
      return &mpxrt_va.e[i];
  e = &mpxrt_va.e[mpxrt_va.next];
  mpxrt_va.next = (mpxrt_va.next + 1) % MPXRT_VA_SLOTS;
  return e;
}

static int live(const va_entry *e) {
  return e->key && e->st->serial == e->serial;
}

void __mpx_va_register(const void *key, __mpx_va_state *st) {
  if (!key || !st)
    return;
  if (!st->serial)
    st->serial = ++mpxrt_va.serial;
  va_entry *e = slot_for(key);
  e->key = key;
  e->st = st;
  e->serial = st->serial;
}

void __mpx_va_copy(const void *dst, const void *src) {
  va_entry *s = find(src);
  if (s && live(s) && dst != src) {
    __mpx_va_state *st = s->st;
    unsigned long serial = s->serial;
    va_entry *d = slot_for(dst);
    d->key = dst;
    d->st = st;
    d->serial = serial;
  } else {
    __mpx_va_forget(dst); /* a copy of an unknown va_list is unknown */
  }
}

void __mpx_va_forget(const void *key) {
  va_entry *e = find(key);
  if (e)
    e->key = 0;
}

void __mpx_va_release_slow(__mpx_va_state *st) {
  for (unsigned i = 0; i < MPXRT_VA_SLOTS; ++i)
    if (mpxrt_va.e[i].key && mpxrt_va.e[i].st == st)
      mpxrt_va.e[i].key = 0;
  st->serial = 0;
}

__mpx_bnd (__mpx_va_lookup)(const void *key, const void *v) {
  va_entry *e = find(key);
  if (!e || !live(e))
    return __mpx_init();
  return __mpx_va_bounds(e->st, v);
}
