// GCC libmpx's environment variables work too: CHKP_RT_MODE=count continues
// after a report, CHKP_RT_PRINT_SUMMARY=1 prints the summary,
// CHKP_RT_VERBOSE sets the verbosity (above 3 means 3); MPXRT_OPTIONS wins
// where both set the same thing.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: env CHKP_RT_MODE=count %t 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: env CHKP_RT_MODE=count CHKP_RT_PRINT_SUMMARY=1 CHKP_RT_VERBOSE=9 %t 2>&1 | FileCheck %s --check-prefix=ALL
// RUN: env CHKP_RT_MODE=count MPXRT_OPTIONS=mode=stop %expect-segv %t 2>&1 | FileCheck %s --check-prefix=WINS
// RUN: env CHKP_RT_MODE=stop MPXRT_OPTIONS=mode=count %t 2>&1 | FileCheck %s --check-prefix=COUNT

#include "mpxrt.h"
#include <stdio.h>

int main(void) {
  char c[4];
  __mpx_check_w(c + 4, 1, __mpx_make(c, sizeof c), __MPX_SITE("k.c", 1, 2, "main"));
  printf("continued\n");
  fflush(stdout);
  return 0;
}
// COUNT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at k.c:1:2
// COUNT: continued

// ALL: mpx: runtime started: mode=count verbose=3 print_summary=1 log_path=stderr log_format=text stack_depth=30 symbolize=1 symbolizer=auto symbolizer_timeout=10 alloc_index=1 alloc_stack=0 help=0
// ALL: mpx: bounds violation:
// ALL: mpx: pid {{[0-9]+}}, thread {{[0-9]+}}, violation #1
// ALL: continued
// ALL: mpx: summary: 1 bounds violation(s) at 1 site(s), mode count

// WINS: mpx: bounds violation:
// WINS: mode stop: raising SIGSEGV
// WINS-NOT: continued
