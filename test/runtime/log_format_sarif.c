// log_format=sarif keeps a SARIF 2.1.0 log in log_path.<pid>, complete
// after every violation: in mode stop the process dies with one result in
// a valid document; in mode count the results pile up and print_summary=1
// adds the counts as the run's properties at exit.  An absolute path is a
// file:// URI, a space in it is percent-encoded.  A clean run still leaves
// a log (with no results); sarif to stderr is refused.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: rm -rf %t.d && mkdir %t.d
// RUN: not --crash env MPXRT_OPTIONS=log_format=sarif:log_path=%t.d/stop %t
// RUN: %read-log sarif %t.d/stop.* | FileCheck %s --check-prefix=STOP
// RUN: env MPXRT_OPTIONS=log_format=sarif:log_path=%t.d/count:mode=count:print_summary=1 %t
// RUN: %read-log sarif %t.d/count.* | FileCheck %s --check-prefix=COUNT
// RUN: env MPXRT_OPTIONS=log_format=sarif:log_path=%t.d/clean %t clean
// RUN: %read-log sarif %t.d/clean.* | FileCheck %s --check-prefix=CLEAN
// RUN: %expect-exit1 env MPXRT_OPTIONS=log_format=sarif %t 2>&1 | FileCheck %s --check-prefix=REFUSED

#include "mpxrt.h"
#include <stdint.h>

// Addresses outside the object are computed as integers (gcc -O2 would
// see the pointer arithmetic and warn).
#define AT(p, off) ((char *)((uintptr_t)(p) + (off)))

int main(int argc, char **argv) {
  (void)argv;
  char buf[16];
  __mpx_bnd b = __mpx_make(buf, sizeof buf);
  if (argc > 1)
    return 0;
  __mpx_check_w(AT(buf, 16), 1, b, __MPX_SITE("/src/my dir/a.c", 7, 3, "put"));
  __mpx_check_r(AT(buf, 20), 4, b, __MPX_SITE("b.c", 9, 1, "get"));
  return 0;
}
// STOP: tool mpx-rewrite
// STOP-NEXT: result bounds-violation error kind=write size=1
// STOP-NEXT: at file:///src/my%20dir/a.c 7 3
// STOP-NEXT: message Bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in put at /src/my dir/a.c:7:3: 1 byte(s) above upper bound
// STOP-NEXT: results 1
// STOP-NOT: summary

// COUNT: result bounds-violation error kind=write size=1
// COUNT: result bounds-violation error kind=read size=4
// COUNT-NEXT: at b.c 9 1
// COUNT: results 2
// COUNT-NEXT: summary violations=2 sites=2 mode=count

// CLEAN: tool mpx-rewrite
// CLEAN-NEXT: results 0

// REFUSED: mpx: MPXRT_OPTIONS: log_format=sarif needs log_path=PATH, not 'stderr'
