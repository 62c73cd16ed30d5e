/* br.c - the #BR handler.  A bounds exception reaches the process as
 * SIGSEGV (si_code SI_KERNEL on kernels that do not manage MPX and under
 * QEMU, SEGV_BNDERR on those that do); it is told apart from other faults
 * by BNDSTATUS in the signal frame's XSAVE area and by the MPX instruction
 * at the faulting address.  "Bounds table missing" (BNDSTATUS error code 2)
 * allocates the table and re-executes; a violation (code 1) is reported as
 * the soft backend reports it, its site found by the faulting
 * instruction's address in the site table (sites.c), then SEGV_BNDERR goes to
 * the program's handler (mode stop) or the program resumes after the check
 * (mode count).  Async-signal-safe, allocation-free (tables come from mmap). */
#define _GNU_SOURCE
#include "mpx.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#ifndef SI_KERNEL
#define SI_KERNEL 0x80
#endif
#ifndef SEGV_BNDERR
#define SEGV_BNDERR 3
#endif

static uint64_t xsave_u64(const unsigned char *xs, unsigned off) {
  uint64_t v;
  memcpy(&v, xs + off, sizeof v);
  return v;
}

/* The signal frame's XSAVE area if it holds BNDCSR, else NULL. */
static unsigned char *bndcsr_area(ucontext_t *uc) {
  unsigned char *xs = (unsigned char *)uc->uc_mcontext.fpregs;
  uint32_t magic;
  if (!xs)
    return 0;
  memcpy(&magic, xs + MPX_XSAVE_MAGIC, sizeof magic);
  if (magic != 0x46505853u /* FP_XSTATE_MAGIC1 */ ||
      !(xsave_u64(xs, MPX_XSAVE_BV) & MPX_XSTATE_BNDCSR))
    return 0;
  return xs;
}

/* Bound register k as the frame saved it (INIT if BNDREGS is not there). */
static __mpx_bnd saved_bound(const unsigned char *xs, unsigned k) {
  if (!(xsave_u64(xs, MPX_XSAVE_BV) & MPX_XSTATE_BNDREGS))
    return __mpx_init();
  __mpx_bnd b = {xsave_u64(xs, MPX_XSAVE_BNDREGS + 16 * k),
                 ~xsave_u64(xs, MPX_XSAVE_BNDREGS + 16 * k + 8)};
  return b;
}

/* The violation at the check the frame stopped at, and where mode count
 * resumes.  A check of mpxrt.h has an entry in its module's site table
 * (sites.c) keyed by the address of its BNDCL: the access is
 * [BNDCL's register, BNDCU's register] and the entry's locator gives the
 * site and the kind.  Any other check reports the byte it checks, without
 * a site. */
static uintptr_t describe(const unsigned char *ip, const struct mpx_insn *in,
                          const uintptr_t *g, __mpx_violation *v) {
  v->addr = (const void *)in->addr;
  v->size = 1;
  v->kind = __MPX_READ;
  v->site = 0;
  uintptr_t pc = (uintptr_t)ip;
  unsigned len;
  const unsigned char *lea = mpx_site_find(pc, &len);
  if (!lea && (in->op == MPX_OP_BNDCU || in->op == MPX_OP_BNDCN) &&
      in->len == 4) {
    pc -= 4; /* the BNDCL before it */
    lea = mpx_site_find(pc, &len);
  }
  struct mpx_insn cl, cu;
  uintptr_t tag;
  if (!lea || !mpx_decode((const unsigned char *)pc, g, &cl) ||
      cl.op != MPX_OP_BNDCL ||
      !mpx_decode((const unsigned char *)pc + cl.len, g, &cu) ||
      (cu.op != MPX_OP_BNDCU && cu.op != MPX_OP_BNDCN) ||
      !mpxrt_x86_decode_lea(lea, len, g, &tag))
    return (uintptr_t)ip + in->len;
  v->addr = (const void *)cl.addr;
  v->size = cu.addr - cl.addr + 1;
  v->kind = (int)(tag & 1);
  v->site = (const __mpx_site *)(tag & ~(uintptr_t)1);
  return pc + cl.len + cu.len;
}

static void on_violation(ucontext_t *uc, unsigned char *xs,
                         const struct mpx_insn *in) {
  greg_t *g = uc->uc_mcontext.gregs;
  const unsigned char *ip = (const unsigned char *)g[REG_RIP];
  uintptr_t regs[16];
  mpx_regs(g, regs);
  __mpx_violation v;
  memset(&v, 0, sizeof v);
  v.bounds = saved_bound(xs, in->bnd);
  uintptr_t resume = describe(ip, in, regs, &v);
  char loc[1024];
  /* A frame record for the unwinder: the interrupted function's frame
   * pointer and, as the "return address", the byte after the check's
   * start (symbolizers look up the byte before a return address). */
  uintptr_t frame[2] = {(uintptr_t)g[REG_RBP], (uintptr_t)ip + 1};
  if (mpxrt_violation(&v, loc, sizeof loc, (uintptr_t)frame))
    mpx_deliver(&v, uc); /* returns only to re-fault into death */
  else
    g[REG_RIP] = (greg_t)resume;
}

/* Start-up's probe of the directory form (hw.c): note the directory entry
 * the machine read and step over the probe's BNDSTX and its NOP. */
static void on_probe(ucontext_t *uc, uint64_t status) {
  mpxrt_state.hw.probe_abd = (uintptr_t)(status & ~(uint64_t)3);
  uc->uc_mcontext.gregs[REG_RIP] += 5;
}

static void on_missing_table(uint64_t status) {
  uintptr_t e = (uintptr_t)(status & ~(uint64_t)3), dir = mpxrt_state.hw.dir;
  if (e >= dir && e < dir + MPX_DIR_BYTES && mpx_table_install((uintptr_t *)e))
    return; /* BNDSTX or BNDLDX runs again and finds the table */
  static const char msg[] = "mpx: fatal: no memory for a bounds table\n";
  struct mpxrt_buf b = {.len = 0};
  mpxrt_put_str(&b, msg);
  mpxrt_flush_log(&b);
  _exit(1);
}

/* 1 if the fault is a #BR, with BNDSTATUS and the instruction. */
static int is_br(siginfo_t *si, ucontext_t *uc, uint64_t *status,
                 struct mpx_insn *in, unsigned char **xs) {
  if (si->si_code != SI_KERNEL && si->si_code != SEGV_BNDERR)
    return 0;
  *xs = bndcsr_area(uc);
  if (!*xs)
    return 0;
  *status = xsave_u64(*xs, MPX_XSAVE_BNDSTATUS);
  unsigned code = *status & 3;
  if (code != MPX_STATUS_VIOLATION && code != MPX_STATUS_NO_TABLE)
    return 0;
  const unsigned char *ip =
      (const unsigned char *)uc->uc_mcontext.gregs[REG_RIP];
  uintptr_t regs[16];
  mpx_regs(uc->uc_mcontext.gregs, regs);
  return mpx_decode(ip, regs, in);
}

/* QEMU 7.2 may enter a handler with the stack 16-byte misaligned: the
 * handler realigns it (SSE spills, and the program's handler it calls). */
__attribute__((force_align_arg_pointer)) void
mpx_on_segv(int sig, siginfo_t *si, void *ctx) {
  ucontext_t *uc = ctx;
  uint64_t status;
  struct mpx_insn in;
  unsigned char *xs;
  int saved_errno = errno;
  if (!is_br(si, uc, &status, &in, &xs)) {
    mpx_chain(sig, si, ctx);
    errno = saved_errno;
    return;
  }
  /* Handled: a later fault must not read this status again. */
  memset(xs + MPX_XSAVE_BNDSTATUS, 0, 8);
  if (atomic_load(&mpxrt_state.hw.probing))
    on_probe(uc, status);
  else if ((status & 3) == MPX_STATUS_NO_TABLE)
    on_missing_table(status);
  else
    on_violation(uc, xs, &in);
  errno = saved_errno;
}
