/* sites.c - the mpx backend's table of check sites keyed by instruction
 * address.  Every check mpxrt.h compiles for x86-64 appends an entry to the
 * section __mpx_br_sites of its object: the 32-bit offset from the entry to
 * the check's BNDCL, the length of a locator and the locator, an LEA whose
 * memory operand is the site's address plus the access kind (decoded with
 * the registers of the #BR's signal context).  Each module links its own
 * copy of this file (mpxrt.h refers to __mpx_sites_link, hidden), whose
 * constructor hands the module's entries to the runtime's tables
 * (insn_sites.c) and whose destructor takes a library's back. */
#define _GNU_SOURCE
#include "mpx.h"

#include <string.h>

/* mpxrt.h refers to this from every file compiled for the mpx backend
 * (x86-64), with hidden visibility: every module links this file in. */
const char __mpx_sites_link __attribute__((visibility("hidden"))) = 0;

extern const unsigned char __start___mpx_br_sites[]
    __attribute__((weak, visibility("hidden")));
extern const unsigned char __stop___mpx_br_sites[]
    __attribute__((weak, visibility("hidden")));

/* The entry at p: its BNDCL's address, and its locator (whose length is
 * the byte before it; 0 for padding).  Entries are 4-byte aligned. */
static const unsigned char *entry(const unsigned char *p,
                                  const unsigned char *end, uintptr_t *pc,
                                  uintptr_t *lea) {
  int32_t off;
  if (p + 5 > end) {
    *lea = 0;
    return end;
  }
  memcpy(&off, p, sizeof off);
  *pc = (uintptr_t)p + (uintptr_t)(intptr_t)off;
  unsigned len = p[4];
  *lea = len ? (uintptr_t)(p + 5) : 0;
  uintptr_t next = (uintptr_t)(p + 5 + len);
  return (const unsigned char *)((next + 3) & ~(uintptr_t)3);
}

__attribute__((constructor(101))) static void register_sites(void) {
  mpxrt_insn_sites_register(&mpxrt_state.hw.sites, __start___mpx_br_sites,
                            __stop___mpx_br_sites, entry);
}

/* A library's sites leave the table when it is unloaded (dlclose). */
__attribute__((destructor)) static void unregister_sites(void) {
  mpxrt_insn_sites_unregister(&mpxrt_state.hw.sites, __start___mpx_br_sites);
}

const unsigned char *mpx_site_find(uintptr_t pc, unsigned *len) {
  const unsigned char *lea =
      (const unsigned char *)mpxrt_insn_sites_find(&mpxrt_state.hw.sites, pc);
  if (lea)
    *len = lea[-1];
  return lea;
}
