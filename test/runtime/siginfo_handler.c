// A program's own SA_SIGINFO handler sees what the kernel gave for an MPX
// #BR: si_code SEGV_BNDERR (3), si_addr = the first byte outside the bounds
// (here the access starts inside and runs past the end), si_lower and
// si_upper = the bounds.  When the handler returns, the process still dies
// of SIGSEGV.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: %expect-segv %t 2>&1 | FileCheck %s --implicit-check-not=UNREACHABLE

#define _GNU_SOURCE
#include "mpxrt.h"
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static char buf[16];

static void say(const char *what, int ok) {
  char line[64];
  int n = snprintf(line, sizeof line, "%s %s\n", what, ok ? "ok" : "WRONG");
  if (write(1, line, (size_t)n) < 0)
    _exit(2);
}

static void handler(int sig, siginfo_t *si, void *uc) {
  (void)uc;
  say("signo", sig == SIGSEGV && si->si_signo == SIGSEGV);
  say("si_code", si->si_code == 3 && si->si_code == SEGV_BNDERR);
  say("si_addr", si->si_addr == buf + 16);
  say("si_lower", si->si_lower == buf);
  say("si_upper", si->si_upper == buf + 15);
  // Returning: the runtime must not let the program go on.
}

int main(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = handler;
  sa.sa_flags = SA_SIGINFO;
  sigaction(SIGSEGV, &sa, NULL);
  __mpx_check_w(buf + 12, 8, __mpx_make(buf, sizeof buf), __MPX_SITE("s.c", 1, 1, "main"));
  printf("UNREACHABLE\n");
  return 0;
}
// CHECK: mpx: bounds violation: write of size 8
// CHECK: signo ok
// CHECK-NEXT: si_code ok
// CHECK-NEXT: si_addr ok
// CHECK-NEXT: si_lower ok
// CHECK-NEXT: si_upper ok
