/* decode.c - decodes the MPX instruction a #BR stopped at: which one, its
 * length (mode count resumes after it), its bound register and the address
 * it checks, from the registers of the signal context.  Only the encodings
 * of the 0f 1a / 0f 1b opcodes with their prefixes are understood, and the
 * LEA of a check's site locator (sites.c). */
#define _GNU_SOURCE
#include "mpx.h"

#include <string.h>

void mpx_regs(const greg_t *gregs, uintptr_t regs[16]) {
  static const unsigned char index[16] = {
      REG_RAX, REG_RCX, REG_RDX, REG_RBX, REG_RSP, REG_RBP, REG_RSI, REG_RDI,
      REG_R8,  REG_R9,  REG_R10, REG_R11, REG_R12, REG_R13, REG_R14, REG_R15};
  for (unsigned r = 0; r < 16; r++)
    regs[r] = (uintptr_t)gregs[index[r]];
}

/* The operation of opcode 0f op with mandatory prefix pfx (0, 66, f2, f3). */
static enum mpx_op operation(unsigned pfx, unsigned op) {
  switch (pfx) {
  case 0xf3:
    return op == 0x1a ? MPX_OP_BNDCL : MPX_OP_BNDMK;
  case 0xf2:
    return op == 0x1a ? MPX_OP_BNDCU : MPX_OP_BNDCN;
  case 0x66:
    return MPX_OP_BNDMOV;
  default:
    return op == 0x1a ? MPX_OP_BNDLDX : MPX_OP_BNDSTX;
  }
}

int mpx_decode(const unsigned char *ip, const uintptr_t regs[16],
               struct mpx_insn *in) {
  const unsigned char *p = ip;
  unsigned pfx = 0, rex = 0;
  while (*p == 0x66 || *p == 0xf2 || *p == 0xf3 || *p == 0x67)
    if (*p++ != 0x67)
      pfx = p[-1];
  if ((*p & 0xf0) == 0x40)
    rex = *p++;
  if (p[0] != 0x0f || (p[1] != 0x1a && p[1] != 0x1b))
    return 0;
  in->op = operation(pfx, p[1]);
  p += 2;
  unsigned modrm = *p;
  in->bnd = (modrm >> 3) & 3;
  if (modrm >> 6 == 3) {
    in->addr = regs[(modrm & 7) | (rex & 1) << 3];
    in->len = (unsigned)(p + 1 - ip);
    return 1;
  }
  /* BNDLDX and BNDSTX: the index register holds the pointer, not part of
   * the address. */
  in->addr = mpxrt_x86_memory_operand(
      &p, rex, regs, in->op != MPX_OP_BNDLDX && in->op != MPX_OP_BNDSTX);
  in->len = (unsigned)(p - ip);
  return 1;
}
