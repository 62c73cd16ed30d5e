// A small static helper inlined into its callers (`read16(r)`, which
// reads and advances `r->pc`) takes the caller's cache of `r->pc`: the
// caller neither writes its held-back entry before the call nor forgets
// the cache after it, and the helper's loads take the bounds the caller
// holds, even a narrower pointer's not yet written to the table.  A call
// with another pointer than the cached one, a call from a function whose
// cache writes through, and a call through a function pointer (the
// original-ABI entry) pass no cache.  The program computes what the plain
// build does, and the helper's read past the end of the code, or past the
// end of a struct member the caller just pointed `pc` at, is reported at
// the helper's line.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: FileCheck %s --check-prefix=TEXT < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t overrun 2>&1 | FileCheck %s --check-prefix=PASTEND
// RUN: not --crash %t member 2>&1 | FileCheck %s --check-prefix=MEMBER
// STATS: slot cache handed to an inlined helper: 2
// TEXT: static int __mpxc_read16(struct reader *r, __mpx_bnd {{[^,]+}}, __mpx_slot *__mpx_kp0 __attribute__((unused)))
// TEXT: __mpx_slot *[[KH:__mpx_kh[0-9]+]] = __mpx_kp0 ? __mpx_kp0 : &[[OWN:__mpx_k[0-9]+]];
// TEXT: __mpx_ldkp(&(r->pc), {{[^,]+}}, [[KH]])
// TEXT: int read16(struct reader *r) {{.*}}__mpxc_read16(r, __mpx_hb0, (__mpx_slot *)0)
// TEXT: __mpxc_read16(r, __mpx_arg(__mpx_b_r), &__mpx_k{{[0-9]+}})
// TEXT: __mpxc_read16(other, __mpx_arg(__mpx_b_other), {{[(]}}__mpx_slot *)0)
// TEXT: s += {{.*}}__mpxc_read16(r, __mpx_arg(__mpx_b_r), {{[(]}}__mpx_slot *)0)

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct reader {
  const unsigned char *pc;
  const unsigned char *end;
};

struct block {
  unsigned char code[3];
  unsigned char more[5];
};

static int read16(struct reader *r) {
  // PASTEND: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in read16 at {{.*}}slot_cache_handed_to_helper.c:[[@LINE+2]]:
  // MEMBER: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in read16 at {{.*}}slot_cache_handed_to_helper.c:[[@LINE+1]]:
  int v = r->pc[0] | r->pc[1] << 8;
  r->pc += 2;
  return v;
}

// Op 1: a 16-bit operand follows; ops 2 and 4 read one from a block's
// code, a member (its bounds are the member's); op 3 from the other
// reader; other ops add themselves.
static long run(struct reader *r, struct reader *other, struct block *b) {
  long sum = 0;
  while (r->pc < r->end) {
    unsigned char op = *r->pc++;
    if (op == 1)
      sum += read16(r);
    else if (op == 2 || op == 4) {
      const unsigned char *back = r->pc;
      r->pc = b->code + op / 2; // narrowed to code[]: held back in the cache
      sum += read16(r);
      r->pc = back;
    } else if (op == 3)
      sum += read16(other) * 1000;
    else
      sum += op;
  }
  return sum;
}

// Reads r->pc through a pointer that may be r: its cache writes through,
// and is not handed.
static long peek_both(struct reader *r, struct reader *maybe_r) {
  long s = *r->pc;
  r->pc++;
  s += *maybe_r->pc;
  s += read16(r);
  return s + *r->pc;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  int (*through_pointer)(struct reader *) = read16;
  struct block b = {{9, 8, 7}, {6, 5, 4, 3, 2}};
  unsigned char spare[4] = {1, 2, 3, 4};
  struct reader other = {spare, spare + 4};
  size_t n = strcmp(mode, "overrun") == 0 ? 9 : 10; // 9: op 1's operand cut
  unsigned char *code = malloc(n);
  memcpy(code, "\x05\x01\x10\x00\x02\x03\x07\x01\x20\x01", n);
  if (strcmp(mode, "member") == 0)
    code[6] = 4; // reads code[2] and code[3], past the member
  struct reader r = {code, code + n};
  printf("sum %ld\n", run(&r, &other, &b));
  // OK: sum 515116
  struct reader again = {code, code + n};
  printf("peek %ld\n", peek_both(&again, &again));
  // OK: peek 4103
  struct reader third = {code + 1, code + n};
  printf("pointer %d\n", through_pointer(&third));
  // OK: pointer 4097
  free(code);
  return 0;
}
