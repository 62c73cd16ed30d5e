// The allocation index under threads and fork: four threads allocate and
// free concurrently (the index's tables grow and shrink their runs while
// others use them), then each thread's last block is still named with its
// own size; a child forked while the threads were busy can allocate and
// its reports name its blocks (no lock is left held across fork).
//
// RUN: %cc %cflags -fno-omit-frame-pointer %s -o %t %mpxrt
// RUN: env MPXRT_OPTIONS=mode=count:stack_depth=0:symbolize=0 %t 2>&1 | FileCheck %s

#include "mpxrt.h"
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

enum { THREADS = 4, ROUNDS = 40000, KEEP = 64 };

static void poke(uintptr_t a, __mpx_bnd b, unsigned line) {
  __mpx_check_w(a, 1, b, __MPX_SITE("threads.c", line, 1, "poke"));
}

static void *work(void *arg) {
  uintptr_t id = (uintptr_t)arg;
  char *live[KEEP] = {0};
  __mpx_bnd lb[KEEP];
  for (int i = 0; i < ROUNDS; ++i) {
    int k = i % KEEP;
    if (live[k])
      __mpxw_free(live[k], lb[k]);
    live[k] = __mpxw_malloc(8 + (size_t)(i % 97), &lb[k]);
  }
  int last = (ROUNDS - 1) % KEEP; // size 8 + 39999 % 97 = 8 + 35
  poke((uintptr_t)live[last] + 43, lb[last], (unsigned)(100 + id));
  for (int k = 0; k < KEEP; ++k)
    __mpxw_free(live[k], lb[k]);
  return 0;
}

static void *churn(void *arg) {
  (void)arg;
  for (int i = 0; i < ROUNDS; ++i) {
    __mpx_bnd b;
    __mpxw_free(__mpxw_malloc(16, &b), b);
  }
  return 0;
}

int main(void) {
  pthread_t t[THREADS];
  for (uintptr_t i = 0; i < THREADS; ++i)
    pthread_create(&t[i], 0, work, (void *)i);
  for (int i = 0; i < THREADS; ++i)
    pthread_join(t[i], 0);
  // CHECK-COUNT-4: (43 bytes) of 43-byte heap block allocated by malloc at 0x

  pthread_t c;
  pthread_create(&c, 0, churn, 0);
  pid_t pid = fork();
  if (pid == 0) {
    __mpx_bnd b;
    char *p = __mpxw_malloc(21, &b);
    poke((uintptr_t)p + 21, b, 200);
    _exit(0);
  }
  int status;
  waitpid(pid, &status, 0);
  pthread_join(c, 0);
  printf("child exited %d\n", WIFEXITED(status) ? WEXITSTATUS(status) : -1);
  // CHECK: threads.c:200:1
  // CHECK-NEXT: (21 bytes) of 21-byte heap block allocated by malloc at 0x
  // CHECK: child exited 0
  return 0;
}
