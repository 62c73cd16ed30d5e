/* decode.c - decodes the MPX instruction a #BR stopped at: which one, its
 * length (mode count resumes after it), its bound register and the address
 * it checks, from the registers of the signal context.  Only the encodings
 * of the 0f 1a / 0f 1b opcodes with their prefixes are understood, and the
 * LEA of a check's site locator (sites.c). */
#define _GNU_SOURCE
#include "mpx.h"

#include <string.h>

uintptr_t mpx_greg(const greg_t *gregs, unsigned r) {
  static const unsigned char index[16] = {
      REG_RAX, REG_RCX, REG_RDX, REG_RBX, REG_RSP, REG_RBP, REG_RSI, REG_RDI,
      REG_R8,  REG_R9,  REG_R10, REG_R11, REG_R12, REG_R13, REG_R14, REG_R15};
  return (uintptr_t)gregs[index[r & 15]];
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

static int32_t disp32(const unsigned char *p) {
  int32_t d;
  memcpy(&d, p, sizeof d);
  return d;
}

/* The address of the memory operand whose ModRM byte is at *pp (rex the
 * instruction's REX prefix), with the registers of
 * gregs; *pp moves past the operand.  RIP-relative operands are relative
 * to the end of the instruction, which is the end of the operand in the
 * encodings read here (no immediate follows).  index_used 0 leaves the
 * index register out (BNDLDX and BNDSTX: it holds the pointer). */
static uintptr_t memory_operand(const unsigned char **pp, unsigned rex,
                                const greg_t *gregs, int index_used) {
  const unsigned char *p = *pp;
  unsigned modrm = *p++, mod = modrm >> 6, rm = modrm & 7;
  uintptr_t base = 0, index = 0, disp = 0;
  int rip_relative = 0;
  if (rm == 4) { /* SIB */
    unsigned sib = *p++, scale = sib >> 6;
    unsigned ix = ((sib >> 3) & 7) | (rex & 2) << 2, b = sib & 7;
    if (ix != 4)
      index = mpx_greg(gregs, ix) << scale;
    if (b == 5 && mod == 0) {
      disp = (uintptr_t)(intptr_t)disp32(p);
      p += 4;
    } else {
      base = mpx_greg(gregs, b | (rex & 1) << 3);
    }
  } else if (rm == 5 && mod == 0) {
    rip_relative = 1;
    disp = (uintptr_t)(intptr_t)disp32(p);
    p += 4;
  } else {
    base = mpx_greg(gregs, rm | (rex & 1) << 3);
  }
  if (mod == 1)
    disp = (uintptr_t)(intptr_t)(signed char)*p++;
  else if (mod == 2) {
    disp = (uintptr_t)(intptr_t)disp32(p);
    p += 4;
  }
  *pp = p;
  if (rip_relative)
    base = (uintptr_t)p;
  return base + (index_used ? index : 0) + disp;
}

int mpx_decode(const unsigned char *ip, const greg_t *gregs,
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
    in->addr = mpx_greg(gregs, (modrm & 7) | (rex & 1) << 3);
    in->len = (unsigned)(p + 1 - ip);
    return 1;
  }
  /* BNDLDX and BNDSTX: the index register holds the pointer, not part of
   * the address. */
  in->addr = memory_operand(&p, rex, gregs,
                            in->op != MPX_OP_BNDLDX && in->op != MPX_OP_BNDSTX);
  in->len = (unsigned)(p - ip);
  return 1;
}

int mpx_decode_lea(const unsigned char *ip, unsigned len, const greg_t *gregs,
                   uintptr_t *addr) {
  const unsigned char *p = ip;
  unsigned rex = 0;
  if ((*p & 0xf0) == 0x40)
    rex = *p++;
  if (*p++ != 0x8d || *p >> 6 == 3)
    return 0;
  *addr = memory_operand(&p, rex, gregs, 1);
  return p == ip + len;
}
