// A report whose bounds are exactly a live heap block's names the block:
// its size, the allocation clone that made it and the allocation site (the
// clone's caller, symbolized): "40-byte heap block allocated by malloc at
// FILE:LINE:COL in make".  Bounds inside a live block (a part of one) name
// it as "part of" the block; those of a freed one keep the plain text.  The index survives growth and
// deletions (thousands of blocks, most freed); alloc_stack=N adds the
// allocation's stack, alloc_index=0 turns the index off.
//
// RUN: %cc %cflags -fno-omit-frame-pointer %s -o %t %mpxrt
// RUN: env MPXRT_OPTIONS=mode=count:stack_depth=0 %t 2>&1 | FileCheck %s --check-prefixes=CHECK,SITE
// RUN: env MPXRT_OPTIONS=mode=count:stack_depth=0:symbolize=0 %t 2>&1 | FileCheck %s --check-prefixes=CHECK,RAW -DPROG=%t
// RUN: env MPXRT_OPTIONS=mode=count:stack_depth=0:alloc_stack=2 %t 2>&1 | FileCheck %s --check-prefixes=CHECK,SITE,ASTACK
// RUN: env MPXRT_OPTIONS=mode=count:stack_depth=0:alloc_index=0 %t 2>&1 | FileCheck %s --check-prefixes=CHECK,NOINDEX
// RUN: rm -rf %t.d && mkdir %t.d
// RUN: env MPXRT_OPTIONS=mode=count:log_format=json:log_path=%t.d/log:alloc_stack=2 %t
// RUN: %read-log json %t.d/log.* --stacks | FileCheck %s --check-prefix=JSON

#include "mpxrt.h"
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static volatile int calls;

__attribute__((noinline)) static char *make(size_t n, __mpx_bnd *b) {
  char *p = __mpxw_malloc(n, b); // MALLOC
  ++calls;
  return p;
}

__attribute__((noinline)) static void poke_at(uintptr_t a, __mpx_bnd b,
                                              unsigned line) {
  __mpx_check_w(a, 1, b, __MPX_SITE("h.c", line, 1, "poke")); // one site each
  ++calls;
}
#define poke(a, b) poke_at(a, b, __LINE__)

int main(int argc, char **argv) {
  (void)argv;
  __mpx_bnd b;
  char *p = make(40, &b);
  poke((uintptr_t)p + 39 + argc, b);
  // CHECK: mpx: bounds violation: write of size 1 {{.*}} 1 byte(s) above upper bound
  // SITE-NEXT: (40 bytes) of 40-byte heap block allocated by malloc at {{.*}}heap_block.c:26:{{[0-9]+}} in make{{[.a-z0-9]*$}}
  // RAW-NEXT: (40 bytes) of 40-byte heap block allocated by malloc at 0x{{[0-9a-f]+}} ([[PROG]]+0x{{[0-9a-f]+}}){{$}}
  // NOINDEX-NEXT: (40 bytes){{$}}
  // ASTACK: mpx:   the block was allocated by malloc here:
  // ASTACK-NEXT: mpx:     #0 0x{{[0-9a-f]+}} in make{{[.a-z0-9]*}} {{.*}}heap_block.c:26:{{[0-9]+$}}
  // ASTACK-NEXT: mpx:     #1 0x{{[0-9a-f]+}} in main {{.*}}heap_block.c:41:{{[0-9]+$}}
  // ASTACK-NOT: #2

  __mpx_bnd cb, rb, sb;
  char *c = __mpxw_calloc(3, 8, &cb);
  poke((uintptr_t)c + 23 + argc, cb);
  // CHECK: mpx: bounds violation
  // SITE-NEXT: (24 bytes) of 24-byte heap block allocated by calloc at {{.*}}heap_block.c:[[#@LINE-3]]:{{[0-9]+}} in main{{$}}
  char *r = __mpxw_realloc(c, 4000, cb, &rb);
  poke((uintptr_t)r + 3999 + argc, rb);
  // CHECK: mpx: bounds violation
  // SITE-NEXT: (4000 bytes) of 4000-byte heap block allocated by realloc at {{.*}}heap_block.c:[[#@LINE-3]]
  char *s = __mpxw_strdup("hello", __mpx_make("hello", 6), &sb);
  poke((uintptr_t)s + 5 + argc, sb);
  // CHECK: mpx: bounds violation
  // SITE-NEXT: (6 bytes) of 6-byte heap block allocated by strdup at {{.*}}heap_block.c:[[#@LINE-3]]

  // Part of a block: not the block, but inside it.
  __mpx_bnd part = __mpx_make(p + 8, 8);
  poke((uintptr_t)p + 16 + argc, part);
  // CHECK: mpx: bounds violation
  // CHECK-NEXT: (8 bytes)
  // SITE-SAME: {{^}} of part of a 40-byte heap block allocated by malloc at {{.*}}heap_block.c:{{[0-9]+}}:{{[0-9]+}} in make{{$}}
  // RAW-SAME: {{^}} of part of a 40-byte heap block allocated by malloc at 0x
  // NOINDEX-SAME: {{^$}}

  // Many blocks, most freed again: the index grows and deletes.
  enum { N = 6000 };
  static char *blocks[N];
  static __mpx_bnd bb[N];
  for (int i = 0; i < N; ++i)
    blocks[i] = make(16 + (size_t)i % 200, &bb[i]);
  for (int i = 0; i < N; ++i)
    if (i % 3 != 1)
      __mpxw_free(blocks[i], bb[i]);
  int k = 4000; // kept: 4000 % 3 == 1, size 16 + 4000 % 200 = 16
  poke((uintptr_t)blocks[k] + 16 + argc - 1, bb[k]);
  // CHECK: mpx: bounds violation
  // SITE-NEXT: (16 bytes) of 16-byte heap block allocated by malloc at {{.*}}heap_block.c:26:{{[0-9]+}} in make{{[.a-z0-9]*$}}
  int gone = 4002; // freed
  poke((uintptr_t)blocks[gone] + 200, bb[gone]);
  // CHECK: mpx: bounds violation
  // CHECK-NEXT: (18 bytes){{$}}

  // Notes and frees reach a large index in batches (60000 live blocks
  // make it large): a base freed and made again by another call (glibc
  // hands the same chunk back) is named by its latest allocation, whether
  // or not the batch was applied between (the loop crosses several
  // batches), and a block freed since is not.
  enum { BALLAST = 60000 };
  static char *ballast[BALLAST];
  static __mpx_bnd ballast_b[BALLAST];
  for (int i = 0; i < BALLAST; ++i)
    ballast[i] = __mpxw_malloc(16, &ballast_b[i]);
  char *again = 0;
  __mpx_bnd ab;
  for (int i = 0; i < 100; ++i) {
    char *first = make(24 + (size_t)i % 3, &ab);
    __mpxw_free(first, ab);
    again = __mpxw_malloc(21, &ab); // AGAIN
    if (again != first)
      printf("not the same chunk at %d\n", i);
    if (i % 7 == 6) // a site of its own each time (count mode's dedup)
      poke_at((uintptr_t)again + 21 + argc - 1, ab, 1000 + (unsigned)i);
    __mpxw_free(again, ab);
  }
  // CHECK-NOT: not the same chunk
  // SITE-COUNT-14: (21 bytes) of 21-byte heap block allocated by malloc at {{.*}}heap_block.c:[[#@LINE-8]]:{{[0-9]+}} in main{{$}}
  // RAW-COUNT-14: (21 bytes) of 21-byte heap block allocated by malloc at 0x
  // NOINDEX-COUNT-14: (21 bytes){{$}}
  poke((uintptr_t)again + 21 + argc - 1, ab);
  // CHECK: mpx: bounds violation
  // CHECK-NEXT: (21 bytes){{$}}
  for (int i = 0; i < BALLAST; ++i)
    __mpxw_free(ballast[i], ballast_b[i]);

  // Freed, with its bounds still at hand: no longer a live block.
  uintptr_t q = (uintptr_t)p;
  __mpxw_free(p, b);
  poke(q + 39 + argc, b);
  // CHECK: mpx: bounds violation
  // CHECK-NEXT: (40 bytes){{$}}
  printf("calls %d\n", calls);
  // CHECK: calls
  return 0;
}
// JSON: violation {{.*}}object=40-byte heap block allocated by malloc at {{.*}}heap_block.c:26:{{[0-9]+}} in make
// JSON: heap_block size=40 allocated_by=malloc function=make{{[.a-z0-9]*}} file={{.*}}heap_block.c line=26
// JSON: stack #0 function=poke_at{{[.a-z0-9]*}} file={{.*}}heap_block.c line=33
// JSON-NEXT: stack #1 function=main file={{.*}}heap_block.c line=42
// JSON: allocation_stack #0 function=make{{[.a-z0-9]*}} file={{.*}}heap_block.c line=26
// JSON-NEXT: allocation_stack #1 function=main file={{.*}}heap_block.c line=41
