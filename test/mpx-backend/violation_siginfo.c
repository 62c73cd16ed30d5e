// A bounds violation under the mpx backend is a real #BR: the report names
// the access and its source line as the soft backend's does, and the
// program's own SA_SIGINFO handler (installed with sigaction, which the
// runtime interposes to keep its #BR handler first) gets SIGSEGV with
// si_code SEGV_BNDERR, si_addr the first byte out of bounds and the bounds
// in si_lower and si_upper.  A fault of the program's own (a store through
// a null pointer) still reaches the program's handler.  When the handler
// returns from the violation, the process dies of SIGSEGV.
//
// REQUIRES: qemu-mpx
// RUN: %mpx-cc %opt -fmpx-backend=mpx %s -o %t
// RUN: env MPXRT_OPTIONS=verbose=1 %expect-segv %qemu %t 2>&1 | FileCheck %s --implicit-check-not=UNREACHABLE
// RUN: %mpx-cc %opt -fmpx-backend=soft %s -o %t.soft
// RUN: %expect-segv %t.soft 2>&1 | FileCheck %s --check-prefix=SOFT --implicit-check-not=UNREACHABLE

#define _GNU_SOURCE
#include <setjmp.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static char buf[16];
static sigjmp_buf back;
// CHECK: mpx: hardware checking on (MPX)
// CHECK: own fault ok
// SOFT: own fault ok

static void say(const char *what, int ok) {
  char line[80];
  int n = snprintf(line, sizeof line, "%s %s\n", what, ok ? "ok" : "WRONG");
  if (write(1, line, (size_t)n) < 0)
    _exit(2);
}

static void handler(int sig, siginfo_t *si, void *uc) {
  (void)uc;
  if (si->si_code != SEGV_BNDERR) {
    say("own fault", sig == SIGSEGV && si->si_code == SEGV_MAPERR);
    siglongjmp(back, 1);
  }
  say("si_code SEGV_BNDERR", sig == SIGSEGV && si->si_signo == SIGSEGV);
  say("si_addr", si->si_addr == buf + 16);
  say("si_lower", si->si_lower == buf);
  say("si_upper", si->si_upper == buf + 15);
}

int main(int argc, char **argv) {
  (void)argv;
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = handler;
  sa.sa_flags = SA_SIGINFO;
  sigaction(SIGSEGV, &sa, NULL);
  if (!sigsetjmp(back, 1)) {
    volatile uintptr_t zero = (uintptr_t)(argc - 1);
    *(volatile int *)zero = 1;
  }
  volatile int n = 16 + argc; // one more than buf holds
  for (int i = 0; i < n; i++)
    buf[i] = 'x';
  // CHECK: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}violation_siginfo.c:[[@LINE-1]]:5: 1 byte(s) above upper bound
  // SOFT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}violation_siginfo.c:[[@LINE-2]]:5: 1 byte(s) above upper bound
  printf("UNREACHABLE\n");
  return 0;
}
// CHECK: mpx:   mode stop: raising SIGSEGV (SEGV_BNDERR, si_addr
// CHECK: si_code SEGV_BNDERR ok
// CHECK-NEXT: si_addr ok
// CHECK-NEXT: si_lower ok
// CHECK-NEXT: si_upper ok
// SOFT: si_code SEGV_BNDERR ok
// SOFT-NEXT: si_addr ok
// SOFT-NEXT: si_lower ok
// SOFT-NEXT: si_upper ok
