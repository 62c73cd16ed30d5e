// Tens of thousands of pointers stored in memory under the mpx backend:
// each BNDSTX into a part of memory without a bounds table raises #BR,
// and the runtime allocates the table and re-executes it, so every pointer
// loaded back (BNDLDX) has its own object's bounds.  The program's own
// SIGSEGV handler, installed with signal() before the stores, never sees
// those faults (the runtime interposes signal and keeps its handler
// first): it is called for the bounds violation only.  memcpy of the records moves their bounds to the copy's slots
// in the hardware tables; an access one byte past an object reached
// through the copy is reported with the object's bounds.
//
// REQUIRES: qemu-mpx
// RUN: %mpx-cc %opt -fmpx-backend=mpx %s -o %t
// RUN: %qemu %t 2>&1 | FileCheck %s --check-prefix=OK --implicit-check-not=mpx:
// RUN: %expect-segv %qemu %t 1 2>&1 | FileCheck %s --check-prefix=BAD

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define N 40000

struct rec {
  char *name;
  char pad[56]; // 64 bytes a record: the slots span several tables
};

static volatile int stored; // 1 once every pointer is stored and loaded

static void program_handler(int sig) {
  static const char wrong[] = "WRONG: a table fault reached the program\n";
  static const char right[] = "program handler: SIGSEGV after the stores\n";
  if (write(1, stored ? right : wrong,
            stored ? sizeof right - 1 : sizeof wrong - 1) < 0 ||
      sig != SIGSEGV || !stored)
    _exit(2);
}

int main(int argc, char **argv) {
  (void)argv;
  signal(SIGSEGV, program_handler);
  struct rec *recs = malloc(N * sizeof *recs);
  struct rec *copy = malloc(N * sizeof *copy);
  if (!recs || !copy)
    return 1;
  for (int i = 0; i < N; i++) {
    recs[i].name = malloc(8);
    if (!recs[i].name)
      return 1;
  }
  long sum = 0;
  for (int i = 0; i < N; i++) {
    char *p = recs[i].name;
    p[7] = (char)(i & 7);
    sum += p[7];
  }
  memcpy(copy, recs, N * sizeof *recs);
  stored = 1;
  volatile int k = 7 + (argc > 1); // 8, one past the object, with an argument
  char *q = copy[N - 1].name;
  q[k] = 1;
  // BAD: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}table_on_demand.c:[[@LINE-1]]:{{[0-9]+}}: 1 byte(s) above upper bound of [0x{{[0-9a-f]+}}, 0x{{[0-9a-f]+}}]
  // BAD: (8 bytes)
  // BAD: program handler: SIGSEGV after the stores
  // BAD-NOT: WRONG
  printf("%d pointers, sum %ld\n", N, sum);
  // OK: 40000 pointers, sum 140000
  for (int i = 0; i < N; i++)
    free(recs[i].name);
  free(recs);
  free(copy);
  return 0;
}
