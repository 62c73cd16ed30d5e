/* trap.c - the report path of the soft backend's asm checks (mpxrt.h,
 * __MPX_TRAP_CHECK; x86-64).  A failing check jumps to its stub, which
 * calls __mpx_trap below with the stack pointer moved past the red zone;
 * __mpx_trap saves every general register, the flags and the extended
 * state (XSAVE, else FXSAVE), calls mpxrt_trap_report with the saved
 * registers, restores everything and returns to the stub, which resumes
 * after the check: nothing the interrupted code holds in a register is
 * lost, and in mode count the access goes ahead.
 *
 * mpxrt_trap_report finds the check by the stub's return address in the
 * module's __mpx_trap_sites entries (insn_sites.c): the check's address,
 * the access size and kind, and the site locator.  The check's two
 * compares, "cmp lb, a" and "cmp ubm, a" (ubm = ub - (size - 1)), name the
 * registers that hold the address and the bounds; the locator's LEA gives
 * the site.  The report's stack starts at the check, through a frame
 * record of the interrupted function's frame pointer and the check's
 * address, as the mpx backend's #BR handler does.  Each module links its
 * own copy of this file: the stubs' calls of __mpx_trap, hidden, pull it
 * in. */
#define _GNU_SOURCE
#include "internal.h"

#include <errno.h>
#include <string.h>

#if defined(__x86_64__) && !defined(__ILP32__)

extern const unsigned char __start___mpx_trap_sites[]
    __attribute__((weak, visibility("hidden")));
extern const unsigned char __stop___mpx_trap_sites[]
    __attribute__((weak, visibility("hidden")));

/* An entry of __mpx_trap_sites (4-byte aligned): offsets from the entry
 * to the stub's return address and to the check, the access size, the
 * access kind, the locator's length and the locator. */
#define TRAP_ENTRY_HEAD 14

static const unsigned char *entry(const unsigned char *p,
                                  const unsigned char *end, uintptr_t *key,
                                  uintptr_t *e) {
  int32_t off;
  if (p + TRAP_ENTRY_HEAD > end) {
    *e = 0;
    return end;
  }
  memcpy(&off, p, sizeof off);
  *key = (uintptr_t)p + (uintptr_t)(intptr_t)off;
  unsigned len = p[13];
  *e = len ? (uintptr_t)p : 0;
  uintptr_t next = (uintptr_t)(p + TRAP_ENTRY_HEAD + len);
  return (const unsigned char *)((next + 3) & ~(uintptr_t)3);
}

__attribute__((constructor(101))) static void register_sites(void) {
  mpxrt_insn_sites_register(&mpxrt_state.trap_sites, __start___mpx_trap_sites,
                            __stop___mpx_trap_sites, entry);
}

/* A library's sites leave the table when it is unloaded (dlclose). */
__attribute__((destructor)) static void unregister_sites(void) {
  mpxrt_insn_sites_unregister(&mpxrt_state.trap_sites,
                              __start___mpx_trap_sites);
}

/* A compare of two 64-bit registers at *pp (REX.W 39 or 3b, ModRM with
 * mod 3): the register compared (the first operand in Intel's order) in
 * *a, the other in *other; *pp moves past it and the conditional jump
 * after it. */
static int decode_compare(const unsigned char **pp, unsigned *a,
                          unsigned *other) {
  const unsigned char *p = *pp;
  unsigned rex = *p++;
  if ((rex & 0xf8) != 0x48 || (p[0] != 0x39 && p[0] != 0x3b) || p[1] >> 6 != 3)
    return 0;
  unsigned reg = ((p[1] >> 3) & 7) | (rex & 4) << 1;
  unsigned rm = (p[1] & 7) | (rex & 1) << 3;
  *a = p[0] == 0x39 ? rm : reg;
  *other = p[0] == 0x39 ? reg : rm;
  p += 2;
  if (p[0] == 0x0f && (p[1] & 0xf0) == 0x80)
    p += 6; /* jcc rel32 */
  else if ((p[0] & 0xf0) == 0x70)
    p += 2; /* jcc rel8 */
  else
    return 0;
  *pp = p;
  return 1;
}

/* The registers __mpx_trap pushed (saved[0] = r15 ... saved[14] = rax,
 * then the flags and the return address), in the hardware's order. */
static void trap_regs(const uintptr_t *saved, uintptr_t regs[16]) {
  static const unsigned char pushed[16] = {14, 13, 12, 11, 0, 10, 9, 8,
                                           7,  6,  5,  4,  3, 2,  1, 0};
  for (unsigned r = 0; r < 16; r++)
    regs[r] = saved[pushed[r]];
  regs[4] = (uintptr_t)(saved + 17) + 128; /* past the return, red zone */
}

/* The violation at the check whose entry is e. */
static int describe(const unsigned char *e, const uintptr_t regs[16],
                    __mpx_violation *v, uintptr_t *check) {
  int32_t off;
  uint32_t size;
  memcpy(&off, e + 4, sizeof off);
  memcpy(&size, e + 8, sizeof size);
  *check = (uintptr_t)e + 4 + (uintptr_t)(intptr_t)off;
  const unsigned char *p = (const unsigned char *)*check;
  unsigned a, lb, a2, ubm;
  uintptr_t site;
  if (!decode_compare(&p, &a, &lb) || !decode_compare(&p, &a2, &ubm) ||
      a != a2 || !mpxrt_x86_decode_lea(e + TRAP_ENTRY_HEAD, e[13], regs, &site))
    return 0;
  v->addr = (const void *)regs[a];
  v->size = size;
  v->bounds.lb = regs[lb];
  v->bounds.ub = regs[ubm] + (size - 1);
  v->kind = e[12];
  v->site = (const __mpx_site *)site;
  return 1;
}

struct code_probe {
  uintptr_t addr;
  int found;
};

static int holds_code(const struct mpxrt_map *m, void *ctx) {
  struct code_probe *c = ctx;
  if (c->addr < m->start || c->addr >= m->end)
    return 0;
  c->found =
      m->perms[0] == 'r' && m->perms[2] == 'x' && c->addr - 6 >= m->start;
  return 1;
}

/* The word at the top of the interrupted stack if it is a return address
 * (in code, after a call rel32 or a call through a register or memory),
 * else 0.  GCC gives a function that needs no stack frame no frame pointer
 * either, even with -fno-omit-frame-pointer: a check in such a leaf has
 * its caller's return address there, and the frame pointer is the
 * caller's.  In a function with a frame, the top of the stack holds a
 * saved register or a local, which is seldom a return address. */
static uintptr_t leaf_return(uintptr_t sp) {
  uintptr_t lo, hi;
  if (mpxrt_stack_extent(sp, &lo, &hi) || sp < lo || sp + 8 > hi)
    return 0;
  struct code_probe c = {*(const uintptr_t *)sp, 0};
  if (mpxrt_maps_each(holds_code, &c) != 0 || !c.found)
    return 0;
  const unsigned char *r = (const unsigned char *)c.addr;
  if (r[-5] == 0xe8 || (r[-2] == 0xff && (r[-1] & 0xf8) == 0xd0) ||
      (r[-3] == 0xff && (r[-2] & 0x38) == 0x10) ||
      (r[-6] == 0xff && (r[-5] & 0x38) == 0x10))
    return c.addr;
  return 0;
}

MPXRT_HIDDEN void mpxrt_trap_report(uintptr_t *saved);
void mpxrt_trap_report(uintptr_t *saved) {
  int saved_errno = errno;
  uintptr_t regs[16], check = 0;
  trap_regs(saved, regs);
  const unsigned char *e = (const unsigned char *)mpxrt_insn_sites_find(
      &mpxrt_state.trap_sites, saved[16]);
  __mpx_violation v;
  memset(&v, 0, sizeof v);
  if (!e || !describe(e, regs, &v, &check)) {
    static const char msg[] =
        "mpx: fatal: a bounds check failed whose site is not registered\n";
    struct mpxrt_buf b = {.len = 0};
    mpxrt_put_str(&b, msg);
    mpxrt_flush_log(&b);
    _exit(1);
  }
  /* Frame records: the interrupted function's frame pointer and, as the
   * "return address", the byte after the check's start (symbolizers look
   * up the byte before a return address); between them, for a function
   * without a frame, its return address. */
  uintptr_t frames[4] = {regs[5], check + 1, regs[5], leaf_return(regs[4])};
  if (frames[3])
    frames[0] = (uintptr_t)&frames[2];
  mpxrt_report(v.addr, v.size, v.bounds, v.kind, v.site, (uintptr_t)frames);
  errno = saved_errno;
}

/* The entry the stubs call, with the stack pointer 128 bytes below the
 * interrupted code's (its red zone) and at any alignment. */
__asm__(".text\n\t"
        ".p2align 4\n\t"
        ".globl __mpx_trap\n\t"
        ".hidden __mpx_trap\n\t"
        ".type __mpx_trap, @function\n"
        "__mpx_trap:\n\t"
        ".cfi_startproc\n\t"
        "pushfq\n\t"
        "pushq %rax\n\tpushq %rcx\n\tpushq %rdx\n\tpushq %rbx\n\t"
        "pushq %rbp\n\tpushq %rsi\n\tpushq %rdi\n\tpushq %r8\n\t"
        "pushq %r9\n\tpushq %r10\n\tpushq %r11\n\tpushq %r12\n\t"
        "pushq %r13\n\tpushq %r14\n\tpushq %r15\n\t"
        "movq %rsp, %r12\n\t"
        ".cfi_def_cfa %r12, 136\n\t"
        "cld\n\t"
        "movl $1, %eax\n\t"
        "cpuid\n\t"
        "btl $27, %ecx\n\t" /* OSXSAVE */
        "jnc 1f\n\t"
        "movl $13, %eax\n\t"
        "xorl %ecx, %ecx\n\t"
        "cpuid\n\t" /* %ebx: the XSAVE area's size for XCR0 */
        "movl %ebx, %r13d\n\t"
        "subq %r13, %rsp\n\t"
        "andq $-64, %rsp\n\t"
        "movq %rsp, %rdi\n\t"
        "movq %r13, %rcx\n\t"
        "xorl %eax, %eax\n\t"
        "rep stosb\n\t" /* XRSTOR wants the header's reserved bytes 0 */
        "movl $-1, %eax\n\t"
        "movl $-1, %edx\n\t"
        "xsave64 (%rsp)\n\t"
        "movq %r12, %rdi\n\t"
        "call mpxrt_trap_report\n\t"
        "movl $-1, %eax\n\t"
        "movl $-1, %edx\n\t"
        "xrstor64 (%rsp)\n\t"
        "jmp 2f\n"
        "1:\n\t"
        "subq $512, %rsp\n\t"
        "andq $-64, %rsp\n\t"
        "fxsave64 (%rsp)\n\t"
        "movq %r12, %rdi\n\t"
        "call mpxrt_trap_report\n\t"
        "fxrstor64 (%rsp)\n"
        "2:\n\t"
        "movq %r12, %rsp\n\t"
        ".cfi_def_cfa %rsp, 136\n\t"
        "popq %r15\n\tpopq %r14\n\tpopq %r13\n\tpopq %r12\n\t"
        "popq %r11\n\tpopq %r10\n\tpopq %r9\n\tpopq %r8\n\t"
        "popq %rdi\n\tpopq %rsi\n\tpopq %rbp\n\tpopq %rbx\n\t"
        "popq %rdx\n\tpopq %rcx\n\tpopq %rax\n\t"
        "popfq\n\t"
        ".cfi_def_cfa %rsp, 8\n\t"
        "ret\n\t"
        ".cfi_endproc\n\t"
        ".size __mpx_trap, . - __mpx_trap");

#endif
