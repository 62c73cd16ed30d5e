// Threads under the mpx backend: each thread inherits MPX from the one
// that created it; four threads store pointers into interleaved slots of
// one array, so they race to allocate the same bounds tables (the runtime
// installs one table per directory entry with a compare-and-swap), then
// load them back and check every access.  With an argument, the last
// thread reads one element past its own object: reported in that thread,
// at its line.
//
// REQUIRES: qemu-mpx
// RUN: %mpx-cc %opt -fmpx-backend=mpx -pthread %s -o %t
// RUN: %qemu %t 2>&1 | FileCheck %s --check-prefix=OK --implicit-check-not=mpx:
// RUN: %expect-segv %qemu %t 1 2>&1 | FileCheck %s --check-prefix=BAD

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define THREADS 4
#define PER 12000

static int *slots[THREADS * PER];
static volatile int extra;

static void *work(void *arg) {
  long t = (long)arg;
  long sum = 0;
  for (long i = t; i < THREADS * PER; i += THREADS) {
    slots[i] = malloc(4 * sizeof(int));
    if (!slots[i])
      return (void *)-1;
    slots[i][3] = (int)(i & 3);
  }
  for (long i = t; i < THREADS * PER; i += THREADS) {
    int *p = slots[i];
    sum += p[3];
  }
  if (t == THREADS - 1) {
    int *p = slots[t];
    sum += p[3 + extra];
    // BAD: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in work at {{.*}}threads.c:[[@LINE-1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  }
  return (void *)sum;
}

int main(int argc, char **argv) {
  (void)argv;
  extra = argc > 1;
  pthread_t th[THREADS];
  for (long t = 0; t < THREADS; t++)
    if (pthread_create(&th[t], NULL, work, (void *)t))
      return 1;
  long total = 0;
  for (int t = 0; t < THREADS; t++) {
    void *r;
    pthread_join(th[t], &r);
    total += (long)r;
  }
  printf("total %ld\n", total);
  // OK: total 72003
  return 0;
}
