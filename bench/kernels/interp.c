/* interp: a bytecode interpreter whose state is a struct of pointers.
 *
 * The virtual machine's registers (stack pointer, program counter, frame
 * pointer) are pointer fields of `struct vm`, reached through a pointer and
 * updated in the dispatch loop (`*vm->sp++ = x`, `vm->sp[-1] += vm->sp[0]`),
 * as in Lua's or CPython's main loop. The program, assembled at start-up,
 * runs a counted loop that calls a small function and folds the results into
 * an accumulator; the accumulator is the checksum.
 * Usage: interp [ITERATIONS]   (the VM loop's count; default ITERS)
 */
#include <stdio.h>
#include <stdlib.h>

#ifndef ITERS
#define ITERS 6000000
#endif

enum op {
  OP_HALT, OP_PUSH,   /* PUSH imm32 */
  OP_LOAD, OP_STORE,  /* LOAD/STORE slot: locals of the current frame */
  OP_ADD, OP_SUB, OP_MUL, OP_MOD, OP_AND, OP_LT,
  OP_DUP, OP_POP,
  OP_JMP, OP_JZ,      /* JMP/JZ target16 (absolute) */
  OP_CALL,            /* CALL target16 nlocals8: pops nothing, new frame */
  OP_RET              /* returns the top of the stack to the caller */
};

#define STACK_SIZE 256

struct vm {
  int *sp;                  /* next free slot */
  int *fp;                  /* locals of the current frame */
  const unsigned char *pc;  /* next instruction byte */
  int *stack, *stack_end;
  const unsigned char *code;
  unsigned long steps;
};

/* the assembler: a growing code buffer and back-patched jumps */
struct code {
  unsigned char buf[512];
  int n;
};

static void emit(struct code *c, int byte) { c->buf[c->n++] = (unsigned char)byte; }
static void emit16(struct code *c, int v) { emit(c, v & 0xff); emit(c, (v >> 8) & 0xff); }
static void emit_push(struct code *c, int v) {
  emit(c, OP_PUSH);
  for (int i = 0; i < 4; i++)
    emit(c, ((unsigned)v >> (8 * i)) & 0xff);
}
static int here(const struct code *c) { return c->n; }
static int emit_jump(struct code *c, int op) { emit(c, op); emit16(c, 0); return c->n - 2; }
static void patch(struct code *c, int at, int target) {
  c->buf[at] = target & 0xff;
  c->buf[at + 1] = (target >> 8) & 0xff;
}

static int read16(struct vm *vm) {
  int v = vm->pc[0] | vm->pc[1] << 8;
  vm->pc += 2;
  return v;
}

static int run(struct vm *vm) {
  for (;;) {
    vm->steps++;
    switch (*vm->pc++) {
    case OP_HALT:
      return vm->sp[-1];
    case OP_PUSH: {
      unsigned v = 0;
      for (int i = 0; i < 4; i++)
        v |= (unsigned)vm->pc[i] << (8 * i);
      vm->pc += 4;
      *vm->sp++ = (int)v; /* every constant assembled fits in an int */
      break;
    }
    case OP_LOAD:
      *vm->sp++ = vm->fp[*vm->pc++];
      break;
    case OP_STORE:
      vm->fp[*vm->pc++] = *--vm->sp;
      break;
    case OP_ADD: vm->sp--; vm->sp[-1] += vm->sp[0]; break;
    case OP_SUB: vm->sp--; vm->sp[-1] -= vm->sp[0]; break;
    case OP_MUL: vm->sp--; vm->sp[-1] *= vm->sp[0]; break;
    case OP_MOD: vm->sp--; vm->sp[-1] %= vm->sp[0]; break;
    case OP_AND: vm->sp--; vm->sp[-1] &= vm->sp[0]; break;
    case OP_LT: vm->sp--; vm->sp[-1] = vm->sp[-1] < vm->sp[0]; break;
    case OP_DUP: vm->sp[0] = vm->sp[-1]; vm->sp++; break;
    case OP_POP: vm->sp--; break;
    case OP_JMP: {
      int t = read16(vm);
      vm->pc = vm->code + t;
      break;
    }
    case OP_JZ: {
      int t = read16(vm);
      if (*--vm->sp == 0)
        vm->pc = vm->code + t;
      break;
    }
    case OP_CALL: {
      /* frame: [saved pc offset][saved fp offset][arg][locals...] */
      int t = read16(vm);
      int nlocals = *vm->pc++;
      int arg = *--vm->sp;
      if (vm->stack_end - vm->sp < nlocals + 3) {
        fprintf(stderr, "interp: stack overflow\n");
        exit(1);
      }
      vm->sp[0] = (int)(vm->pc - vm->code);
      vm->sp[1] = (int)(vm->fp - vm->stack);
      vm->fp = vm->sp + 2;
      vm->fp[0] = arg;
      for (int i = 1; i < nlocals; i++)
        vm->fp[i] = 0;
      vm->sp = vm->fp + nlocals;
      vm->pc = vm->code + t;
      break;
    }
    case OP_RET: {
      int result = vm->sp[-1];
      int *frame = vm->fp - 2;
      vm->pc = vm->code + frame[0];
      vm->fp = vm->stack + frame[1];
      vm->sp = frame;
      *vm->sp++ = result;
      break;
    }
    default:
      fprintf(stderr, "interp: bad opcode\n");
      exit(1);
    }
  }
}

/* main program, locals: 0 = i, 1 = acc, 2 = n
 *   acc = 0; i = 0
 *   while (i < n) { acc = (acc * 31 + f(i)) % 1000003; i = i + 1 }
 *   halt acc
 * f(x), locals: 0 = x, 1 = y
 *   y = (x & 1023) * (x & 255); return (y + 7) % 65521
 */
static void assemble(struct code *c, int n) {
  int call_site, loop, exit_jump, f;
  emit_push(c, n); emit(c, OP_STORE); emit(c, 2);
  emit_push(c, 0); emit(c, OP_STORE); emit(c, 1);
  emit_push(c, 0); emit(c, OP_STORE); emit(c, 0);
  loop = here(c);
  emit(c, OP_LOAD); emit(c, 0);
  emit(c, OP_LOAD); emit(c, 2);
  emit(c, OP_LT);
  exit_jump = emit_jump(c, OP_JZ);
  emit(c, OP_LOAD); emit(c, 1);
  emit_push(c, 31); emit(c, OP_MUL);
  emit(c, OP_LOAD); emit(c, 0);
  emit(c, OP_CALL); call_site = here(c); emit16(c, 0); emit(c, 2);
  emit(c, OP_ADD);
  emit_push(c, 1000003); emit(c, OP_MOD);
  emit(c, OP_STORE); emit(c, 1);
  emit(c, OP_LOAD); emit(c, 0);
  emit_push(c, 1); emit(c, OP_ADD);
  emit(c, OP_STORE); emit(c, 0);
  patch(c, emit_jump(c, OP_JMP), loop);
  patch(c, exit_jump, here(c));
  emit(c, OP_LOAD); emit(c, 1);
  emit(c, OP_HALT);
  f = here(c);
  patch(c, call_site, f);
  emit(c, OP_LOAD); emit(c, 0); emit_push(c, 1023); emit(c, OP_AND);
  emit(c, OP_LOAD); emit(c, 0); emit_push(c, 255); emit(c, OP_AND);
  emit(c, OP_MUL); emit(c, OP_DUP); emit(c, OP_STORE); emit(c, 1);
  emit_push(c, 7); emit(c, OP_ADD);
  emit_push(c, 65521); emit(c, OP_MOD);
  emit(c, OP_RET);
}

int main(int argc, char **argv) {
  long n = argc > 1 ? atol(argv[1]) : ITERS;
  if (n < 0 || n > 0x7fffffff) {
    fprintf(stderr, "interp: bad iteration count\n");
    return 2;
  }
  struct code *c = calloc(1, sizeof *c);
  assemble(c, (int)n);
  struct vm *vm = malloc(sizeof *vm);
  vm->stack = malloc(STACK_SIZE * sizeof *vm->stack);
  vm->stack_end = vm->stack + STACK_SIZE;
  vm->code = c->buf;
  vm->pc = c->buf;
  vm->fp = vm->stack;      /* the main program's 3 locals */
  vm->sp = vm->stack + 3;
  vm->steps = 0;
  int acc = run(vm);
  printf("%d %lu\n", acc, vm->steps);
  free(vm->stack);
  free(vm);
  free(c);
  return 0;
}
