/* x86_operands.c - reads the operands of the few x86-64 instructions a
 * check written as asm leaves for its report: the memory operand of a
 * ModRM byte (with SIB, displacement or RIP-relative) and the LEA of a
 * site locator (insn_sites.c), with the registers a signal context or the
 * trap entry saved, in the hardware's order (rax, rcx, rdx, rbx, rsp, rbp,
 * rsi, rdi, r8 ... r15). */
#include "internal.h"

#include <string.h>

static int32_t disp32(const unsigned char *p) {
  int32_t d;
  memcpy(&d, p, sizeof d);
  return d;
}

uintptr_t mpxrt_x86_memory_operand(const unsigned char **pp, unsigned rex,
                                   const uintptr_t regs[16], int index_used) {
  const unsigned char *p = *pp;
  unsigned modrm = *p++, mod = modrm >> 6, rm = modrm & 7;
  uintptr_t base = 0, index = 0, disp = 0;
  int rip_relative = 0;
  if (rm == 4) { /* SIB */
    unsigned sib = *p++, scale = sib >> 6;
    unsigned ix = ((sib >> 3) & 7) | (rex & 2) << 2, b = sib & 7;
    if (ix != 4)
      index = regs[ix] << scale;
    if (b == 5 && mod == 0) {
      disp = (uintptr_t)(intptr_t)disp32(p);
      p += 4;
    } else {
      base = regs[b | (rex & 1) << 3];
    }
  } else if (rm == 5 && mod == 0) {
    rip_relative = 1;
    disp = (uintptr_t)(intptr_t)disp32(p);
    p += 4;
  } else {
    base = regs[rm | (rex & 1) << 3];
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

int mpxrt_x86_decode_lea(const unsigned char *ip, unsigned len,
                         const uintptr_t regs[16], uintptr_t *addr) {
  const unsigned char *p = ip;
  unsigned rex = 0;
  if ((*p & 0xf0) == 0x40)
    rex = *p++;
  if (*p++ != 0x8d || *p >> 6 == 3)
    return 0;
  *addr = mpxrt_x86_memory_operand(&p, rex, regs, 1);
  return p == ip + len;
}
