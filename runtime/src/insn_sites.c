/* insn_sites.c - tables of check sites keyed by instruction address.
 *
 * Checks written as asm (the mpx backend's BNDCL/BNDCU, the soft backend's
 * trap checks) append an entry to a section of their object; the entry
 * names an instruction of the check and what the report needs.  Each
 * module (the program, every instrumented shared library) links its own
 * copy of the code that collects its entries (src/mpx/sites.c, trap.c),
 * found through the linker's hidden __start_ and __stop_ symbols of the
 * section; this file sorts them by address into memory of their own,
 * registers them in the one runtime state, unregisters a library's when it
 * is unloaded, and finds an instruction's entry with a binary search,
 * without locks or allocation (the lookups run in signal handlers). */
#define _GNU_SOURCE
#include "internal.h"

#include <link.h>
#include <sys/auxv.h>
#include <sys/mman.h>

static void sift(uintptr_t *v, size_t i, size_t n) {
  for (;;) {
    size_t c = 2 * i + 1;
    if (c >= n)
      return;
    if (c + 1 < n && v[2 * (c + 1)] > v[2 * c])
      c++;
    if (v[2 * i] >= v[2 * c])
      return;
    uintptr_t t0 = v[2 * i], t1 = v[2 * i + 1];
    v[2 * i] = v[2 * c], v[2 * i + 1] = v[2 * c + 1];
    v[2 * c] = t0, v[2 * c + 1] = t1;
    i = c;
  }
}

/* Heap sort of n (address, entry) pairs by address: no allocation, and
 * n log n whatever the order the linker laid the objects out in. */
static void sort_pairs(uintptr_t *v, size_t n) {
  for (size_t i = n / 2; i-- > 0;)
    sift(v, i, n);
  for (size_t end = n; end-- > 1;) {
    uintptr_t t0 = v[0], t1 = v[1];
    v[0] = v[2 * end], v[1] = v[2 * end + 1];
    v[2 * end] = t0, v[2 * end + 1] = t1;
    sift(v, 0, end);
  }
}

/* A slot of t: a fresh one, else one a module unloaded since; NULL if all
 * are taken. */
static struct mpxrt_insn_sites *claim_slot(struct mpxrt_insn_tables *t) {
  int k = atomic_fetch_add(&t->modules, 1);
  if (k < MPXRT_INSN_MODULES)
    return &t->table[k];
  atomic_store(&t->modules, MPXRT_INSN_MODULES);
  for (int i = 0; i < MPXRT_INSN_MODULES; i++)
    if (!atomic_load(&t->table[i].live) && !t->table[i].section)
      return &t->table[i];
  return 0;
}

void mpxrt_insn_sites_register(struct mpxrt_insn_tables *t,
                               const unsigned char *start,
                               const unsigned char *stop,
                               mpxrt_insn_entry_fn next) {
  if (!start || !stop || start >= stop)
    return;
  size_t n = 0;
  uintptr_t key, entry;
  for (const unsigned char *p = start; p < stop;
       p = next(p, stop, &key, &entry))
    n++;
  uintptr_t *v = mmap(0, 2 * n * sizeof *v, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (v == MAP_FAILED)
    return;
  size_t k = 0;
  for (const unsigned char *p = start; p < stop && k < n;) {
    p = next(p, stop, &key, &entry);
    if (!entry)
      continue; /* padding */
    v[2 * k] = key;
    v[2 * k + 1] = entry;
    k++;
  }
  if (!k) {
    munmap(v, 2 * n * sizeof *v);
    return;
  }
  sort_pairs(v, k);
  mprotect(v, 2 * n * sizeof *v, PROT_READ);
  struct mpxrt_insn_sites *m = claim_slot(t);
  if (!m)
    return;
  m->pairs = v;
  m->count = k;
  m->lo = v[0];
  m->hi = v[2 * (k - 1)];
  m->section = start;
  atomic_store_explicit(&m->live, 1, memory_order_release);
}

/* 1 if p lies in a segment of the main program (from its program headers,
 * AT_PHDR), whose destructors run only at exit. */
static int in_main_program(const void *p) {
  const ElfW(Phdr) *ph = (const ElfW(Phdr) *)getauxval(AT_PHDR);
  size_t n = getauxval(AT_PHNUM);
  uintptr_t bias = 0;
  if (!ph)
    return 0;
  for (size_t i = 0; i < n; i++)
    if (ph[i].p_type == PT_PHDR)
      bias = (uintptr_t)ph - ph[i].p_vaddr;
  for (size_t i = 0; i < n; i++)
    if (ph[i].p_type == PT_LOAD && (uintptr_t)p >= bias + ph[i].p_vaddr &&
        (uintptr_t)p < bias + ph[i].p_vaddr + ph[i].p_memsz)
      return 1;
  return 0;
}

void mpxrt_insn_sites_unregister(struct mpxrt_insn_tables *t,
                                 const unsigned char *start) {
  if (!start || in_main_program(start))
    return;
  int n = atomic_load(&t->modules);
  for (int i = 0; i < n && i < MPXRT_INSN_MODULES; i++)
    if (t->table[i].section == start) {
      atomic_store(&t->table[i].live, 0);
      t->table[i].section = 0;
    }
}

uintptr_t mpxrt_insn_sites_find(const struct mpxrt_insn_tables *t,
                                uintptr_t pc) {
  int n = atomic_load_explicit(&t->modules, memory_order_acquire);
  for (int i = 0; i < n && i < MPXRT_INSN_MODULES; i++) {
    const struct mpxrt_insn_sites *m = &t->table[i];
    if (!atomic_load_explicit(&m->live, memory_order_acquire) || pc < m->lo ||
        pc > m->hi)
      continue;
    size_t lo = 0, hi = m->count;
    while (lo < hi) {
      size_t mid = lo + (hi - lo) / 2;
      if (m->pairs[2 * mid] < pc)
        lo = mid + 1;
      else
        hi = mid;
    }
    if (lo < m->count && m->pairs[2 * lo] == pc)
      return m->pairs[2 * lo + 1];
  }
  return 0;
}
