/* sites.c - the table of check sites keyed by instruction address.  Every
 * check mpxrt.h compiles for x86-64 appends an entry to the section
 * __mpx_br_sites of its object: the 32-bit offset from the entry to the
 * check's BNDCL, the length of a locator and the locator, an LEA whose
 * memory operand is the site's address plus the access kind (decode.c
 * decodes it with the registers of the #BR's signal context).  Each module
 * (the program, every instrumented shared library) links its own copy of
 * this file (mpxrt.h refers to __mpx_sites_link, hidden), whose constructor
 * collects the module's entries, found through the linker's __start_ and
 * __stop_ symbols of the section (hidden: the module's own), sorts them by
 * address into memory of their own and registers them in the one runtime state;
 * its destructor unregisters them when a library is unloaded.  The #BR handler
 * looks the faulting instruction up with a binary search, without locks or
 * allocation. */
#define _GNU_SOURCE
#include "mpx.h"

#include <link.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/mman.h>

/* mpxrt.h refers to this from every file compiled for the mpx backend
 * (x86-64), with hidden visibility: every module links this file in. */
const char __mpx_sites_link __attribute__((visibility("hidden"))) = 0;

extern const unsigned char __start___mpx_br_sites[]
    __attribute__((weak, visibility("hidden")));
extern const unsigned char __stop___mpx_br_sites[]
    __attribute__((weak, visibility("hidden")));

/* The entry at p: its BNDCL's address, the locator and its length; the
 * next entry's address is returned (entries are 4-byte aligned). */
static const unsigned char *entry(const unsigned char *p, uintptr_t *pc,
                                  const unsigned char **lea, unsigned *len) {
  int32_t off;
  memcpy(&off, p, sizeof off);
  *pc = (uintptr_t)p + (uintptr_t)(intptr_t)off;
  *len = p[4];
  *lea = p + 5;
  uintptr_t next = (uintptr_t)(p + 5 + *len);
  return (const unsigned char *)((next + 3) & ~(uintptr_t)3);
}

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

/* Heap sort of n (address, locator) pairs by address: no allocation, and
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

/* A slot of the state's site table: a fresh one, else one a module
 * unloaded since; NULL if all are taken. */
static struct mpxrt_hw_sites *claim_slot(void) {
  struct mpxrt_hw *hw = &mpxrt_state.hw;
  int k = atomic_fetch_add(&hw->site_modules, 1);
  if (k < MPXRT_HW_MODULES)
    return &hw->site_table[k];
  atomic_store(&hw->site_modules, MPXRT_HW_MODULES);
  for (int i = 0; i < MPXRT_HW_MODULES; i++)
    if (!atomic_load(&hw->site_table[i].live) && !hw->site_table[i].section)
      return &hw->site_table[i];
  return 0;
}

__attribute__((constructor(101))) static void register_sites(void) {
  const unsigned char *s = __start___mpx_br_sites, *e = __stop___mpx_br_sites;
  if (!s || !e || s >= e)
    return;
  size_t n = 0;
  uintptr_t pc;
  const unsigned char *lea;
  unsigned len;
  for (const unsigned char *p = s; p + 5 <= e; p = entry(p, &pc, &lea, &len))
    n++;
  uintptr_t *v = mmap(0, 2 * n * sizeof *v, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (v == MAP_FAILED)
    return;
  size_t k = 0;
  for (const unsigned char *p = s; p + 5 <= e && k < n;) {
    p = entry(p, &pc, &lea, &len);
    if (!len)
      continue; /* padding */
    v[2 * k] = pc;
    v[2 * k + 1] = (uintptr_t)lea;
    k++;
  }
  if (!k) {
    munmap(v, 2 * n * sizeof *v);
    return;
  }
  sort_pairs(v, k);
  mprotect(v, 2 * n * sizeof *v, PROT_READ);
  struct mpxrt_hw_sites *m = claim_slot();
  if (!m)
    return;
  m->pairs = v;
  m->count = k;
  m->lo = v[0];
  m->hi = v[2 * (k - 1)];
  m->section = s;
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

/* A library's sites leave the table when it is unloaded (dlclose); the
 * program's stay, for checks in destructors that run after this one. */
__attribute__((destructor)) static void unregister_sites(void) {
  struct mpxrt_hw *hw = &mpxrt_state.hw;
  if (!__start___mpx_br_sites || in_main_program(__start___mpx_br_sites))
    return;
  int n = atomic_load(&hw->site_modules);
  for (int i = 0; i < n && i < MPXRT_HW_MODULES; i++)
    if (hw->site_table[i].section == __start___mpx_br_sites) {
      atomic_store(&hw->site_table[i].live, 0);
      hw->site_table[i].section = 0;
    }
}

const unsigned char *mpx_site_find(uintptr_t pc, unsigned *len) {
  struct mpxrt_hw *hw = &mpxrt_state.hw;
  int n = atomic_load_explicit(&hw->site_modules, memory_order_acquire);
  for (int i = 0; i < n && i < MPXRT_HW_MODULES; i++) {
    const struct mpxrt_hw_sites *m = &hw->site_table[i];
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
    if (lo < m->count && m->pairs[2 * lo] == pc) {
      const unsigned char *lea = (const unsigned char *)m->pairs[2 * lo + 1];
      *len = lea[-1];
      return lea;
    }
  }
  return 0;
}
