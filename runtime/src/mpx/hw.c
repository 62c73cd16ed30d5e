/* hw.c - the mpx backend's start-up: enables MPX for the process as Linux
 * did for programs that asked.  CPUID (leaf 7 EBX bit 14) and XCR0
 * (BNDREGS | BNDCSR) say whether the CPU and the OS offer MPX; the #BR
 * handler is installed; a probe finds how the machine reads the bounds
 * directory's base from BNDCFGU (the SDM's bits 63:12, or QEMU 7.2's
 * (BNDCFGU >> 20) << 12); the 2 GiB directory is reserved with
 * MAP_NORESERVE; and XRSTOR of the BNDCSR component loads BNDCFGU with the
 * directory, BNDPRESERVE (unprefixed calls and returns keep the bound
 * registers) and the enable bit.  Without MPX the program runs unchecked
 * (the instructions are NOPs) and says so once with verbose=1.
 *
 * mpxrt.h refers to __mpx_hw_link from every file compiled for the mpx
 * backend, which links this file in. */
#define _GNU_SOURCE
#include "mpx.h"

#include <cpuid.h>
#include <string.h>
#include <sys/mman.h>

const char __mpx_hw_link = 0;

static int cpu_has_mpx(void) {
  unsigned a, b, c, d;
  if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & bit_OSXSAVE))
    return 0;
  if (__get_cpuid_max(0, 0) < 7)
    return 0;
  __cpuid_count(7, 0, a, b, c, d);
  if (!(b & (1u << 14))) /* MPX */
    return 0;
  unsigned lo, hi;
  __asm__ volatile(".byte 0x0f, 0x01, 0xd0" /* xgetbv */
                   : "=a"(lo), "=d"(hi)
                   : "c"(0));
  (void)hi;
  return (lo & (MPX_XSTATE_BNDREGS | MPX_XSTATE_BNDCSR)) ==
         (MPX_XSTATE_BNDREGS | MPX_XSTATE_BNDCSR);
}

/* XRSTOR of the BNDCSR component alone: BNDCFGU = cfgu, BNDSTATUS = 0. */
static void load_bndcfgu(uint64_t cfgu) {
  unsigned char area[MPX_XSAVE_SIZE] __attribute__((aligned(64)));
  uint64_t bv = MPX_XSTATE_BNDCSR;
  memset(area, 0, sizeof area);
  memcpy(area + MPX_XSAVE_BV, &bv, sizeof bv);
  memcpy(area + MPX_XSAVE_BNDCFGU, &cfgu, sizeof cfgu);
  __asm__ volatile(".byte 0x48, 0x0f, 0xae, 0x2f" /* xrstor64 (%rdi) */
                   :
                   : "D"(area), "a"(MPX_XSTATE_BNDCSR), "d"(0)
                   : "memory");
}

/* BNDCFGU as the CPU holds it (XSAVE of BNDCSR). */
static uint64_t read_bndcfgu(void) {
  unsigned char area[MPX_XSAVE_SIZE] __attribute__((aligned(64)));
  uint64_t cfgu;
  memset(area, 0, sizeof area);
  __asm__ volatile(".byte 0x48, 0x0f, 0xae, 0x27" /* xsave64 (%rdi) */
                   :
                   : "D"(area), "a"(MPX_XSTATE_BNDCSR), "d"(0)
                   : "memory");
  memcpy(&cfgu, area + MPX_XSAVE_BNDCFGU, sizeof cfgu);
  return cfgu;
}

/* The directory entry a BNDSTX of slot 0 finds missing with BNDCFGU = cfgu
 * (the #BR handler records it and steps over the BNDSTX and its NOP). */
static uintptr_t probe(uint64_t cfgu) {
  mpxrt_state.hw.probe_abd = 0;
  atomic_store(&mpxrt_state.hw.probing, 1);
  load_bndcfgu(cfgu);
  __asm__ volatile(".byte 0x0f, 0x1b, 0x04, 0x31\n\t" /* bndstx */
                   "nop"
                   :
                   : "c"(0), "S"(0)
                   : "memory");
  load_bndcfgu(0);
  atomic_store(&mpxrt_state.hw.probing, 0);
  return mpxrt_state.hw.probe_abd;
}

static void *map_page(uintptr_t hint) {
  void *p = mmap((void *)hint, 4096, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  return p == MAP_FAILED ? 0 : p;
}

/* How the machine reads the directory base: 0 as the SDM says, 1 as
 * (BNDCFGU >> 20) << 12, -1 neither.  Two zeroed pages s and r = s << 8
 * are the two places a directory at r can be read from; a BNDSTX of slot 0
 * with the enable bit on finds the entry missing in either, and BNDSTATUS
 * names the one the machine read.  Nothing outside the two pages is read
 * or written whatever the form. */
static int probe_form(void) {
  int form = -1;
  uintptr_t s = (uintptr_t)map_page(0x10000000);
  if (!s)
    return -1;
  uintptr_t r = s << 8;
  void *rp = s < (1ull << 38) ? map_page(r) : 0;
  if (rp == (void *)r) {
    uintptr_t abd = probe(r | MPX_CFG_ENABLE);
    form = abd == r ? 0 : abd == s ? 1 : -1;
  }
  if (rp)
    munmap(rp, 4096);
  munmap((void *)s, 4096);
  return form;
}

static void say(const char *what, uintptr_t dir) {
  if (mpxrt_state.opts.verbose < 1)
    return;
  struct mpxrt_buf b = {.len = 0};
  mpxrt_put_str(&b, "mpx: ");
  mpxrt_put_str(&b, what);
  if (dir) {
    mpxrt_put_str(&b, ", bounds directory at ");
    mpxrt_put_hex(&b, dir);
    mpxrt_put_str(&b, mpxrt_state.hw.shifted ? " (base read as BNDCFGU >> 20 "
                                               "<< 12)"
                                             : "");
  }
  mpxrt_put_str(&b, "\n");
  mpxrt_flush_log(&b);
}

static void install_handler(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = mpx_on_segv;
  sa.sa_flags = SA_SIGINFO | SA_NODEFER | SA_ONSTACK | SA_RESTART;
  sigemptyset(&sa.sa_mask);
  mpx_real_sigaction(SIGSEGV, &sa, &mpxrt_state.hw.user_segv);
}

static void restore_handler(void) {
  mpx_real_sigaction(SIGSEGV, &mpxrt_state.hw.user_segv, 0);
}

void mpxrt_hw_start(void) {
  if (atomic_load(&mpxrt_state.hw.ops) || mpxrt_state.hw.dir)
    return; /* another copy of the runtime started it */
  if (!cpu_has_mpx()) {
    say("hardware checking is off: the CPU or the OS does not offer MPX "
        "(the checks run as NOPs)",
        0);
    return;
  }
  install_handler();
  int form = probe_form();
  void *dir = form < 0
                  ? MAP_FAILED
                  : mmap(0, MPX_DIR_BYTES, PROT_READ | PROT_WRITE,
                         MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (dir == MAP_FAILED) {
    restore_handler();
    say(form < 0 ? "hardware checking is off: the bounds directory's form "
                   "could not be probed (the checks run as NOPs)"
                 : "hardware checking is off: no room for the bounds "
                   "directory (the checks run as NOPs)",
        0);
    return;
  }
  uintptr_t d = (uintptr_t)dir;
  uint64_t cfgu =
      (form ? (uint64_t)d << 8 : d) | MPX_CFG_PRESERVE | MPX_CFG_ENABLE;
  mpxrt_state.hw.dir = d;
  mpxrt_state.hw.shifted = form;
  mpxrt_state.hw.cfgu = cfgu;
  load_bndcfgu(cfgu);
  if (read_bndcfgu() != cfgu) {
    load_bndcfgu(0);
    restore_handler();
    say("hardware checking is off: BNDCFGU did not take the directory", 0);
    return;
  }
  atomic_store(&mpxrt_state.hw.ops, &mpx_hw_ops);
  say("hardware checking on (MPX)", d);
}
