// A symbolizer that does not answer within symbolizer_timeout seconds is
// killed: the report says so once, prints module+offset frames, and later
// reports do not run a symbolizer again (no second wait, no second note).
//
// RUN: %cc %cflags -fno-omit-frame-pointer %s -o %t %mpxrt
// RUN: env MPXRT_OPTIONS=mode=count:symbolizer=%S/Inputs/hang-symbolizer.sh:symbolizer_timeout=1 %t 2>&1 | FileCheck %s -DPROG=%t

#include "mpxrt.h"
#include <stdio.h>

static volatile int off = 4; // (out of bounds, unknown to the compiler)

int main(void) {
  char c[4];
  __mpx_bnd b = __mpx_make(c, sizeof c);
  __mpx_check_w(c + off, 1, b, __MPX_SITE("h.c", 1, 1, "main"));
  __mpx_check_w(c + off + 1, 1, b, __MPX_SITE("h.c", 2, 1, "main"));
  printf("done\n");
  return 0;
}
// CHECK: mpx: note: the symbolizer {{.*}}hang-symbolizer.sh failed or did not answer within 1 s; frames are no longer symbolized
// CHECK-NEXT: mpx: bounds violation: write of size 1 {{.*}} at h.c:1:1
// CHECK: mpx:     #0 0x{{[0-9a-f]+}} ([[PROG]]+0x{{[0-9a-f]+}}){{$}}
// CHECK-NOT: note
// CHECK: mpx: bounds violation: write of size 1 {{.*}} at h.c:2:1
// CHECK: mpx:     #0 0x{{[0-9a-f]+}} ([[PROG]]+0x{{[0-9a-f]+}}){{$}}
// CHECK-NOT: note
// CHECK: done
