// An asm statement that writes a pointer variable (`"+r"(cand)`: zstd's
// ZSTD_selectAddr picks one of two addresses with a cmov) may leave it
// pointing anywhere: the variable's bounds become INIT after the asm,
// where they were those of the address it held before (249 false reports
// in zstd's playTests.sh).  Other pointers keep theirs: an overflow
// through the block the caller passed is still reported.
//
// REQUIRES: x86_64
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s --check-prefix=REWRITE < %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: not --crash %t past 2>&1 | FileCheck %s --check-prefix=REPORT

#include <stdio.h>
#include <stdlib.h>

static const unsigned char *select_addr(unsigned idx, unsigned low,
                                        const unsigned char *cand,
                                        const unsigned char *backup) {
  // REWRITE: { __asm__("cmp %1, %2\n\tcmova %3, %0" : "+r"(cand) : "r"(idx), "r"(low), "r"(backup)); __mpx_init_to(&([[B:__mpx_b_cand[_0-9]*]])); }
  __asm__("cmp %1, %2\n\tcmova %3, %0" : "+r"(cand) : "r"(idx), "r"(low), "r"(backup));
  return cand;
}

int main(int argc, char **argv) {
  (void)argv;
  const unsigned char dummy[] = {0x12, 0x34};
  unsigned char *heap = calloc(16, 1);
  const unsigned char *p = select_addr(0, 5, heap + 8, &dummy[0]);
  // OK: 18
  printf("%d\n", *p);
  if (argc > 1) {
    // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}asm_pointer_output.c:[[@LINE+1]]:20: 1 byte(s) above upper bound of
    printf("%d\n", heap[15 + argc - 1]);
  }
  free(heap);
  return 0;
}
