// print_summary=1 prints, at exit, how many violations were seen and, in
// mode count, at how many sites.  In mode stop it is printed only if the
// program survives a violation (here a handler that leaves by siglongjmp).
// print_summary=0 (the default) prints nothing.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: env MPXRT_OPTIONS=mode=count:print_summary=1 %t 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: env MPXRT_OPTIONS=print_summary=1 %t jump 2>&1 | FileCheck %s --check-prefix=STOP
// RUN: env MPXRT_OPTIONS=mode=count %t 2>&1 | FileCheck %s --check-prefix=NONE

#define _GNU_SOURCE
#include "mpxrt.h"
#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>

static sigjmp_buf env;
static void leave(int sig) {
  (void)sig;
  siglongjmp(env, 1);
}

int main(int argc, char **argv) {
  int a[4];
  __mpx_bnd b = __mpx_make(a, sizeof a);
  if (argc > 1 && !strcmp(argv[1], "jump")) {
    signal(SIGSEGV, leave);
    if (sigsetjmp(env, 1) == 0)
      __mpx_check_r(&a[4], 4, b, __MPX_SITE("j.c", 1, 1, "main"));
    printf("recovered\n");
  } else {
    for (int i = 0; i < 3; ++i)
      __mpx_check_r(&a[4 + i], 4, b, i < 2 ? __MPX_SITE("s.c", 1, 1, "main")
                                            : __MPX_SITE("s.c", 2, 2, "main"));
    printf("done\n");
  }
  fflush(stdout);
  return 0;
}
// COUNT: done
// COUNT-NEXT: mpx: summary: 3 bounds violation(s) at 2 site(s), mode count
// STOP: recovered
// STOP-NEXT: mpx: summary: 1 bounds violation(s), mode stop
// NONE: done
// NONE-NOT: summary
