/* sites.c - "report each site once" for mode count.
 *
 * A site is the location string of a check ("file:line:col").  The table
 * holds 64-bit FNV-1a hashes of the strings' contents (not the pointers:
 * the same inline function in two translation units is one site, and the
 * caller's string need not outlive the call) in a fixed array with linear
 * probing.  Slots are claimed with compare-and-swap, so threads may report
 * concurrently without a lock; a slot never changes once claimed. */
#include "internal.h"

static uint64_t hash_loc(const char *s) {
  uint64_t h = 14695981039346656037ull;
  for (; *s; ++s) {
    h ^= (unsigned char)*s;
    h *= 1099511628211ull;
  }
  return h ? h : 1; /* 0 marks an empty slot */
}

int mpxrt_site_first(const char *loc) {
  uint64_t h = hash_loc(loc);
  for (size_t i = 0; i < MPXRT_SITE_SLOTS; ++i) {
    _Atomic uint64_t *slot =
        &mpxrt_state.site_hash[(h + i) & (MPXRT_SITE_SLOTS - 1)];
    uint64_t cur = atomic_load_explicit(slot, memory_order_acquire);
    if (cur == 0) {
      if (atomic_compare_exchange_strong(slot, &cur, h)) {
        atomic_fetch_add(&mpxrt_state.sites, 1);
        return 1;
      }
      /* Lost the race: cur now holds the winner's hash. */
    }
    if (cur == h)
      return 0;
  }
  return -1;
}
