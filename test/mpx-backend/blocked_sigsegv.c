// A thread that blocks every signal (as worker threads often do) still
// gets its bounds tables and its reports under the mpx backend: while MPX
// is on, sigprocmask, pthread_sigmask and the masks of handlers leave
// SIGSEGV unblocked (a #BR with SIGSEGV blocked would kill the process
// without a word), and the mask the program asked for is otherwise kept.
//
// REQUIRES: qemu-mpx
// RUN: %mpx-cc %opt -fmpx-backend=mpx -pthread %s -o %t
// RUN: %qemu %t 2>&1 | FileCheck %s --check-prefix=OK --implicit-check-not=mpx:
// RUN: %expect-segv %qemu %t 1 2>&1 | FileCheck %s --check-prefix=BAD

#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>

#define N 20000

static char *slots[N];
static volatile int extra;

static void *work(void *arg) {
  (void)arg;
  sigset_t all, now;
  sigfillset(&all);
  pthread_sigmask(SIG_BLOCK, &all, NULL);
  pthread_sigmask(SIG_BLOCK, NULL, &now);
  printf("SIGUSR1 blocked: %d\n", sigismember(&now, SIGUSR1));
  // OK: SIGUSR1 blocked: 1
  long sum = 0;
  for (int i = 0; i < N; i++)
    slots[i] = malloc(2);
  for (int i = 0; i < N; i++) {
    char *p = slots[i];
    p[1 + extra] = 1;
    // BAD: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in work at {{.*}}blocked_sigsegv.c:[[@LINE-1]]:{{[0-9]+}}: 1 byte(s) above upper bound
    sum += p[1];
  }
  return (void *)sum;
}

int main(int argc, char **argv) {
  (void)argv;
  extra = argc > 1;
  pthread_t t;
  void *r;
  if (pthread_create(&t, NULL, work, NULL) || pthread_join(t, &r))
    return 1;
  printf("sum %ld\n", (long)r);
  // OK: sum 20000
  return 0;
}
