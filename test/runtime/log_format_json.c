// log_format=json: each violation is one JSON object on a line of the log,
// with the site's file, line, column and function, the access, the bounds
// and where they came from; the summary (print_summary=1) is one more
// object.  Strings are escaped (a quote and a tab in the function name).
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: env MPXRT_OPTIONS=log_format=json:mode=count:print_summary=1 %t 2> %t.log
// RUN: %read-log json %t.log | FileCheck %s
// RUN: rm -rf %t.d && mkdir %t.d
// RUN: not --crash env MPXRT_OPTIONS=log_format=json:log_path=%t.d/log %t
// RUN: %read-log json %t.d/log.* | FileCheck %s --check-prefix=STOP

#include "mpxrt.h"
#include <stdint.h>

// Addresses outside the object are computed as integers (gcc -O2 would
// see the pointer arithmetic and warn).
#define AT(p, off) ((char *)((uintptr_t)(p) + (off)))

static const __mpx_site heap = {"dir/heap.c", "fill \"a\"\tb", 12, 5,
                                __MPX_FROM_TABLE, "local array 'buf' of main",
                                0};

int main(void) {
  char buf[16];
  __mpx_bnd b = __mpx_make(buf, sizeof buf);
  __mpx_check_w(AT(buf, 12), 8, b, &heap);
  __mpx_check_r(AT(buf, -2), 1, b, __MPX_SITE("low.c", 3, 9, "main"));
  return 0;
}
// CHECK: violation file=dir/heap.c line=12 column=5 function=fill "a"	b kind=write size=8 bounds_from=loaded from the bounds table object=local array 'buf' of main mode=count
// CHECK-NEXT: message write of size 8 at 0x{{[0-9a-f]+}} in fill "a"	b at dir/heap.c:12:5: 1 byte(s) above upper bound of
// CHECK-NEXT: violation file=low.c line=3 column=9 function=main kind=read size=1 mode=count
// CHECK-NEXT: message read of size 1 {{.*}}: 2 byte(s) below lower bound
// CHECK-NEXT: summary violations=2 sites=2 mode=count
// STOP: violation file=dir/heap.c line=12 column=5 {{.*}} mode=stop
// STOP-NOT: violation
