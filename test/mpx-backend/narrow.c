// Narrowing under the mpx backend is BNDMK on the intersection, as GCC's
// MPX did: the field's bounds [max(lower bounds), min(upper bounds)] are
// made in %bnd0 and stored into the C variable with BNDMOV, in a function
// that loads no pointer from memory (so the BNDMOV is the narrowing's, not
// a BNDLDX's).  A write one byte past a struct's array field, inside the
// struct, is a #BR reported against the field's 8 bytes, and the
// program's handler gets them in si_lower and si_upper.
//
// REQUIRES: qemu-mpx
// RUN: %mpx-cc %opt -fmpx-backend=mpx -c %s -o %t.o
// RUN: objdump -d %t.o | grep -B1 'bndmov %bnd0,(%rdi)' | FileCheck %s --check-prefix=CODE
// RUN: objdump -d %t.o | FileCheck %s --check-prefix=NOLDX
// RUN: env MPX_CC=clang %mpx-cc %opt -fmpx-backend=mpx -c %s -o %t.clang.o
// RUN: objdump -d %t.clang.o | grep -B1 'bndmov %bnd0,(%rdi)' | FileCheck %s --check-prefix=CODE
// RUN: %mpx-cc %opt -fmpx-backend=mpx %s -o %t
// RUN: %qemu %t 2>&1 | FileCheck %s --check-prefix=OK --implicit-check-not=mpx:
// RUN: %expect-segv %qemu %t 1 2>&1 | FileCheck %s

// CODE: bndmk (%rax,%rdx,1),%bnd0
// CODE-NEXT: bndmov %bnd0,(%rdi)
// NOLDX-NOT: bndldx

#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

struct rec {
  int id;
  char name[8];
  int after;
};

static struct rec r;

static void handler(int sig, siginfo_t *si, void *uc) {
  char line[80];
  (void)sig, (void)uc;
  int n = snprintf(line, sizeof line, "handler: %s %s %s\n",
                   si->si_code == SEGV_BNDERR ? "SEGV_BNDERR" : "WRONG",
                   si->si_lower == r.name ? "lower" : "WRONG",
                   si->si_upper == r.name + 7 ? "upper" : "WRONG");
  if (write(1, line, (size_t)n) < 0)
    _exit(2);
}

__attribute__((noinline)) void set(struct rec *p, int i, char c) {
  p->name[i] = c;
}
// CHECK: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in set at {{.*}}narrow.c:[[@LINE-2]]:3: 1 byte(s) above upper bound
// CHECK-NEXT: (8 bytes)
// CHECK: handler: SEGV_BNDERR lower upper

int main(int argc, char **argv) {
  (void)argv;
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = handler;
  sa.sa_flags = SA_SIGINFO;
  sigaction(SIGSEGV, &sa, NULL);
  for (int i = 0; i < 7 + argc; i++)
    set(&r, i, 'a');
  printf("name %.7s\n", r.name);
  // OK: name aaaaaaa
  return 0;
}
