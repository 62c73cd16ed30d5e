// Bounds source: aligned_alloc(align, size) gives size bytes (the alignment
// does not widen the bounds).
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#ifdef OK
static volatile int i = 7;
#else
static volatile int i = 8;
#endif

int main(void) {
  // REWRITE: int *p = {{.*}}__mpxw_aligned_alloc(64, 32,
  int *p = aligned_alloc(64, 32);
  if (!p)
    return 1;
  printf("aligned %d\n", (int)((uintptr_t)p % 64));
  // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}source_aligned_alloc.c:[[@LINE+2]]:3: 1 byte(s) above upper bound
  // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_b_p{{[^;]*}}source_aligned_alloc.c:[[@LINE+1]]:3"
  p[i] = 1;
  printf("%d\n", p[7]);
  free(p);
  return 0;
}
