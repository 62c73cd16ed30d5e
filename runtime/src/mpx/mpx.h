/* mpx.h - declarations shared by the mpx backend's files (libmpxrt-mpx.a).
 *
 * The mpx backend does for the process what Linux's MPX support did: it
 * enables MPX (hw.c), handles #BR (br.c: a missing bounds table is
 * allocated, a violation reported), keeps the runtime's SIGSEGV handler
 * first (signals.c), gives the runtime's table operations the hardware's
 * tables (table.c) and registers its checks' sites (sites.c).  Layouts are
 * those of the Intel SDM, vol. 1 ch. 17 and ch. 13 (XSAVE), for 64-bit mode. */
#ifndef MPXRT_MPX_H
#define MPXRT_MPX_H

#include "../internal.h"

#include <ucontext.h>

/* The XSAVE area in standard form, as a signal frame holds it (from
 * uc_mcontext.fpregs) and as XRSTOR reads it. */
#define MPX_XSAVE_MAGIC 464 /* FP_XSTATE_MAGIC1 when extended state follows */
#define MPX_XSAVE_BV 512    /* XSTATE_BV: which components the area holds */
#define MPX_XSAVE_BNDREGS 0x3c0 /* BND0..BND3: lower bound, ~upper bound */
#define MPX_XSAVE_BNDCFGU 0x400
#define MPX_XSAVE_BNDSTATUS 0x408
#define MPX_XSAVE_SIZE 0x440
#define MPX_XSTATE_BNDREGS 0x08u
#define MPX_XSTATE_BNDCSR 0x10u

/* BNDCFGU's low bits; the directory base is above bit 12. */
#define MPX_CFG_ENABLE 1u
#define MPX_CFG_PRESERVE 2u /* unprefixed calls keep the bound registers */

/* BNDSTATUS: its error code, and for code 2 the directory entry. */
#define MPX_STATUS_VIOLATION 1u
#define MPX_STATUS_NO_TABLE 2u

/* The directory (2^28 entries of 8 bytes, 2 GiB) and the tables (2^17
 * entries of 32 bytes, 4 MiB) of 64-bit mode. */
#define MPX_DIR_BYTES (1ull << 31)
#define MPX_DIR_INDEX(a) (((a) >> 20) & ((1ull << 28) - 1))
#define MPX_TABLE_BYTES (1ull << 22)
#define MPX_TABLE_INDEX(a) (((a) >> 3) & ((1ull << 17) - 1))
#define MPX_TABLE_SPAN (1ull << 20) /* bytes of address space per table */

/* A bounds-table entry: BNDSTX's bound register and the pointer value. */
typedef struct mpx_entry {
  uint64_t lb, ub_not, ptr, reserved;
} mpx_entry;

/* ---- decode.c ---- */

enum mpx_op {
  MPX_OP_OTHER,
  MPX_OP_BNDMK,
  MPX_OP_BNDCL,
  MPX_OP_BNDCU,
  MPX_OP_BNDCN,
  MPX_OP_BNDLDX,
  MPX_OP_BNDSTX,
  MPX_OP_BNDMOV
};

/* An MPX instruction: what it is, its length, its bound register and the
 * address it checks (the register's value for a register operand; for
 * BNDLDX and BNDSTX the slot address, base + displacement). */
struct mpx_insn {
  enum mpx_op op;
  unsigned len, bnd;
  uintptr_t addr;
};

/* The general registers of a signal context, in the hardware's order
 * (rax, rcx, rdx, rbx, rsp, rbp, rsi, rdi, r8 ... r15). */
MPXRT_HIDDEN void mpx_regs(const greg_t *gregs, uintptr_t regs[16]);
/* Decodes the instruction at ip with the registers regs; 0 if it is not an
 * MPX instruction. */
MPXRT_HIDDEN int mpx_decode(const unsigned char *ip, const uintptr_t regs[16],
                            struct mpx_insn *in);

/* ---- sites.c ---- */

/* The site locator of the check whose BNDCL is at pc (an LEA, its length
 * in *len), or NULL if no module registered one.  Async-signal-safe. */
MPXRT_HIDDEN const unsigned char *mpx_site_find(uintptr_t pc, unsigned *len);

/* ---- table.c ---- */

/* Makes the directory entry at e point to a table (a new one unless another
 * thread was first); 0 if memory ran out.  Async-signal-safe. */
MPXRT_HIDDEN int mpx_table_install(uintptr_t *e);
MPXRT_HIDDEN extern const struct mpxrt_hw_ops mpx_hw_ops;

/* ---- signals.c ---- */

/* sigaction as libc implements it, past the interposed one. */
MPXRT_HIDDEN int mpx_real_sigaction(int sig, const struct sigaction *act,
                                    struct sigaction *old);
/* A SIGSEGV that is not the runtime's: to the program's disposition. */
MPXRT_HIDDEN void mpx_chain(int sig, siginfo_t *si, void *ctx);
/* Mode stop: SEGV_BNDERR to the program's handler, then death. */
MPXRT_HIDDEN void mpx_deliver(const __mpx_violation *v, void *uc);

/* ---- br.c ---- */

/* The runtime's SIGSEGV handler: #BR first, everything else chained. */
MPXRT_HIDDEN void mpx_on_segv(int sig, siginfo_t *si, void *ctx);

#endif /* MPXRT_MPX_H */
