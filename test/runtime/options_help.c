// MPXRT_OPTIONS=help=1 lists every option with its syntax, default and
// description on stdout and exits 0 before main runs; the list is the one
// in docs/runtime.md, byte for byte.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: env MPXRT_OPTIONS=help=1 %t > %t.help
// RUN: FileCheck %s --implicit-check-not=main < %t.help
// RUN: %docblock %docs/runtime.md help-output > %t.doc
// RUN: diff %t.help %t.doc
// RUN: env MPXRT_OPTIONS=mode=count,help=true %t | FileCheck %s

// CHECK: mpx: runtime options, set as MPXRT_OPTIONS=key=value:key=value
// CHECK-NEXT: mode=stop|count (default: stop)
// CHECK-NEXT: on a violation
// CHECK-NEXT: verbose=0..3 (default: 0)
// CHECK-NEXT: {{.+}}
// CHECK-NEXT: print_summary=0|1 (default: 0)
// CHECK-NEXT: {{.+}}
// CHECK-NEXT: log_path=stderr|stdout|PATH (default: stderr)
// CHECK-NEXT: {{.+}}
// CHECK-NEXT: log_format=text|json|sarif (default: text)
// CHECK-NEXT: {{.+}}
// CHECK-NEXT: stack_depth=0..64 (default: 30)
// CHECK-NEXT: {{.+}}
// CHECK-NEXT: symbolize=0|1 (default: 1)
// CHECK-NEXT: {{.+}}
// CHECK-NEXT: symbolizer=auto|PATH (default: auto)
// CHECK-NEXT: {{.+}}
// CHECK-NEXT: symbolizer_timeout=1..3600 (default: 10)
// CHECK-NEXT: {{.+}}
// CHECK-NEXT: alloc_index=0|1 (default: 1)
// CHECK-NEXT: {{.+}}
// CHECK-NEXT: alloc_stack=0..64 (default: 0)
// CHECK-NEXT: {{.+}}
// CHECK-NEXT: help=0|1 (default: 0)
// CHECK-NEXT: {{.+}}
// CHECK-NEXT: CHKP_RT_MODE

#include "mpxrt.h"
#include <stdio.h>

int main(void) {
  // Any use of the runtime links it in (as in every instrumented program).
  printf("main ran: %lu\n", __mpx_violation_count());
  return 0;
}
