// Mode stop kills the process with SIGSEGV even when the program ignores or
// blocks SIGSEGV, or its handler returns (the hardware fault could not be
// ignored either).
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: %expect-segv %t ignore 2>&1 | FileCheck %s --implicit-check-not=UNREACHABLE
// RUN: %expect-segv %t block 2>&1 | FileCheck %s --implicit-check-not=UNREACHABLE
// RUN: %expect-segv %t handler 2>&1 | FileCheck %s --check-prefixes=CHECK,HANDLER --implicit-check-not=UNREACHABLE

#define _GNU_SOURCE
#include "mpxrt.h"
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void handler(int sig) {
  (void)sig;
  if (write(1, "handler ran\n", 12) < 0)
    _exit(2);
}

int main(int argc, char **argv) {
  int x[2];
  const char *how = argc > 1 ? argv[1] : "";
  if (!strcmp(how, "ignore"))
    signal(SIGSEGV, SIG_IGN);
  if (!strcmp(how, "handler"))
    signal(SIGSEGV, handler);
  if (!strcmp(how, "block")) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGSEGV);
    sigprocmask(SIG_BLOCK, &set, NULL);
  }
  __mpx_check_r(&x[2], sizeof x[2], __mpx_make(x, sizeof x), __MPX_SITE("i.c", 2, 3, "main"));
  printf("UNREACHABLE\n");
  return 0;
}
// CHECK: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at i.c:2:3
// HANDLER: handler ran
