// A mistyped option is an error, not silently ignored: a message on stderr
// naming the option, and exit status 1 before main runs.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: not env MPXRT_OPTIONS=mode=count:colour=red %t 2>&1 | FileCheck %s --check-prefix=KEY --implicit-check-not=main
// RUN: not env MPXRT_OPTIONS=mode=maybe %t 2>&1 | FileCheck %s --check-prefix=MODE --implicit-check-not=main
// RUN: not env MPXRT_OPTIONS=verbose=7 %t 2>&1 | FileCheck %s --check-prefix=VERB
// RUN: not env MPXRT_OPTIONS=print_summary=yes %t 2>&1 | FileCheck %s --check-prefix=BOOL
// RUN: not env MPXRT_OPTIONS=log_path= %t 2>&1 | FileCheck %s --check-prefix=PATH
// RUN: not env MPXRT_OPTIONS=mode %t 2>&1 | FileCheck %s --check-prefix=NOEQ
// RUN: not env CHKP_RT_MODE=go %t 2>&1 | FileCheck %s --check-prefix=CHKP
// RUN: env MPXRT_OPTIONS=mode=count:colour=red %expect-exit1 %t
// RUN: env CHKP_RT_VERBOSE=x %expect-exit1 %t
// A quoted value may hold separators; empty items are fine.
// RUN: env "MPXRT_OPTIONS=:log_path='%t.dir:a,b':mode=count::" %t | FileCheck %s --check-prefix=OK

// KEY: mpx: MPXRT_OPTIONS: unknown option 'colour'
// MODE: mpx: MPXRT_OPTIONS: bad value 'maybe' for option 'mode' (expected stop|count)
// VERB: mpx: MPXRT_OPTIONS: bad value '7' for option 'verbose' (expected 0..3)
// BOOL: mpx: MPXRT_OPTIONS: bad value 'yes' for option 'print_summary' (expected 0|1)
// PATH: mpx: MPXRT_OPTIONS: bad value '' for option 'log_path' (expected stderr|stdout|PATH)
// NOEQ: mpx: MPXRT_OPTIONS: expected key=value, got 'mode'
// CHKP: mpx: CHKP_RT_MODE: bad value 'go' (expected stop|count)
// OK: main ran

#include "mpxrt.h"
#include <stdio.h>

int main(void) {
  // Any use of the runtime links it in (as in every instrumented program).
  printf("main ran: %lu\n", __mpx_violation_count());
  return 0;
}
