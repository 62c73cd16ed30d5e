// A violation found by the runtime rather than by an instruction (a libc
// call checked before it runs: strcpy into a buffer too small) under the
// mpx backend: the report, then SEGV_BNDERR with the bounds to the
// program's handler, called by the runtime (under QEMU a program must not
// send itself SIGSEGV with rt_tgsigqueueinfo), then death by SIGSEGV.
//
// REQUIRES: qemu-mpx
// RUN: %mpx-cc %opt -fmpx-backend=mpx %s -o %t
// RUN: %expect-segv %qemu %t 2>&1 | FileCheck %s

#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static char dst[8];

static void handler(int sig, siginfo_t *si, void *uc) {
  (void)uc;
  char line[96];
  int n = snprintf(line, sizeof line, "handler: %d %s %s %s\n", sig,
                   si->si_code == SEGV_BNDERR ? "SEGV_BNDERR" : "WRONG",
                   si->si_lower == dst ? "lower" : "WRONG",
                   si->si_upper == dst + 7 ? "upper" : "WRONG");
  if (write(1, line, (size_t)n) < 0)
    _exit(2);
}

int main(int argc, char **argv) {
  (void)argv;
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = handler;
  sa.sa_flags = SA_SIGINFO;
  sigaction(SIGSEGV, &sa, NULL);
  const char *src = argc > 5 ? "short" : "much too long";
  strcpy(dst, src);
  printf("UNREACHABLE\n");
  return 0;
}
// CHECK: mpx: bounds violation: write of size 14 at 0x{{[0-9a-f]+}} in main
// CHECK: handler: 11 SEGV_BNDERR lower upper
// CHECK-NOT: UNREACHABLE
