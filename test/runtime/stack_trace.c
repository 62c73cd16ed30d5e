// A report ends with the stack of the access, walked with frame pointers:
// "#N 0xPC in FUNCTION FILE:LINE[:COL]" from llvm-symbolizer (or
// addr2line), "#N 0xPC (MODULE+0xOFFSET)" with symbolize=0 or when no
// symbolizer runs (a missing one, one that answers nothing); stack_depth
// limits the frames, 0 turns the trace off.  Symbolized, frame #0 is the
// function that made the check, not the runtime's inline check.
//
// RUN: %cc %cflags -fno-omit-frame-pointer %s -o %t %mpxrt
// RUN: env MPXRT_OPTIONS=mode=count %t 2>&1 | FileCheck %s --check-prefixes=CHECK,SYM
// RUN: env MPXRT_OPTIONS=mode=count:symbolize=0 %t 2>&1 | FileCheck %s --check-prefixes=CHECK,RAW -DPROG=%t
// RUN: env MPXRT_OPTIONS=mode=count:symbolizer=/nonexistent/llvm-symbolizer %t 2>&1 | FileCheck %s --check-prefixes=CHECK,RAW -DPROG=%t
// RUN: env MPXRT_OPTIONS=mode=count:symbolizer=/bin/true %t 2>&1 | FileCheck %s --check-prefixes=CHECK,RAW -DPROG=%t
// RUN: env MPXRT_OPTIONS=mode=count:symbolizer=/usr/bin/addr2line %t 2>&1 | FileCheck %s --check-prefixes=CHECK,A2L
// RUN: env MPXRT_OPTIONS=mode=count:stack_depth=1 %t 2>&1 | FileCheck %s --check-prefixes=CHECK,ONE
// RUN: env MPXRT_OPTIONS=mode=count:stack_depth=0 %t 2>&1 | FileCheck %s --check-prefixes=CHECK,NONE
// RUN: %expect-segv %t 2>&1 | FileCheck %s --check-prefixes=STOP

#include "mpxrt.h"
#include <stdint.h>
#include <stdio.h>

static volatile int calls;

__attribute__((noinline)) static void poke(int *a, uintptr_t i) {
  __mpx_bnd b = __mpx_make(a, 4 * sizeof(int));
  __mpx_check_w(a + i, sizeof(int), b, __MPX_SITE("poke.c", 7, 3, "poke")); // POKE
  ++calls; // (the report is no tail call)
}

__attribute__((noinline)) static void middle(int *a, uintptr_t i) {
  poke(a, i + 1); // MIDDLE
  ++calls;
}

int main(int argc, char **argv) {
  (void)argv;
  int a[8];
  middle(a, (uintptr_t)argc + 2); // MAIN
  printf("calls %d\n", calls);
  return 0;
}
// CHECK: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in poke at poke.c:7:3: 1 byte(s) above upper bound
// CHECK-NEXT: mpx:   access
// CHECK-NEXT: mpx:   mode count: continuing; this site is not reported again
// SYM-NEXT: mpx:     #0 0x{{[0-9a-f]+}} in poke{{[.a-z0-9]*}} {{.*}}stack_trace.c:26:{{[0-9]+$}}
// SYM-NEXT: mpx:     #1 0x{{[0-9a-f]+}} in middle{{[.a-z0-9]*}} {{.*}}stack_trace.c:31:{{[0-9]+$}}
// SYM-NEXT: mpx:     #2 0x{{[0-9a-f]+}} in main {{.*}}stack_trace.c:38:{{[0-9]+$}}
// (addr2line may not see clang's inlined frames: #0 can say mpxrt.h)
// A2L-NEXT: mpx:     #0 0x{{[0-9a-f]+}} in poke{{[.a-z0-9]*}} {{.*}}:{{[0-9]+$}}
// A2L-NEXT: mpx:     #1 0x{{[0-9a-f]+}} in middle{{[.a-z0-9]*}} {{.*}}stack_trace.c:31{{$}}
// A2L-NEXT: mpx:     #2 0x{{[0-9a-f]+}} in main {{.*}}stack_trace.c:38{{$}}
// RAW-NEXT: mpx:     #0 0x{{[0-9a-f]+}} ([[PROG]]+0x{{[0-9a-f]+}}){{$}}
// RAW-NEXT: mpx:     #1 0x{{[0-9a-f]+}} ([[PROG]]+0x{{[0-9a-f]+}}){{$}}
// RAW-NEXT: mpx:     #2 0x{{[0-9a-f]+}} ([[PROG]]+0x{{[0-9a-f]+}}){{$}}
// ONE-NEXT: mpx:     #0 0x{{[0-9a-f]+}} in poke{{[.a-z0-9]*}} {{.*}}stack_trace.c:26:{{[0-9]+$}}
// ONE-NOT: #1
// NONE-NOT: #0
// CHECK: calls 2
// STOP: mpx:   mode stop: raising SIGSEGV
// STOP-NEXT: mpx:     #0 0x{{[0-9a-f]+}} in poke{{[.a-z0-9]*}} {{.*}}stack_trace.c:26:{{[0-9]+$}}
// STOP-NEXT: mpx:     #1 0x{{[0-9a-f]+}} in middle
// STOP-NEXT: mpx:     #2 0x{{[0-9a-f]+}} in main
