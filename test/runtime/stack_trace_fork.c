// llvm-symbolizer is kept running between reports of a process: a second
// report uses the same one, a forked child starts its own (the parent's
// is not the child's to use), and the parent's still answers afterwards.
//
// RUN: %cc %cflags -fno-omit-frame-pointer %s -o %t %mpxrt
// RUN: env MPXRT_OPTIONS=mode=count %t 2>&1 | FileCheck %s

#include "mpxrt.h"
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile int off = 4; // (out of bounds, unknown to the compiler)
static volatile int calls;

__attribute__((noinline)) static void poke(unsigned line) {
  char c[4];
  __mpx_check_w(c + off, 1, __mpx_make(c, sizeof c),
                __MPX_SITE("f.c", line, 1, "poke"));
  ++calls;
}

__attribute__((noinline)) static void in_child(void) {
  poke(2);
  ++calls;
}

int main(void) {
  poke(1);
  // CHECK: at f.c:1:1
  // CHECK: #0 0x{{[0-9a-f]+}} in poke{{[.a-z0-9]*}} {{.*}}stack_trace_fork.c:{{1[89]}}
  // CHECK-NEXT: #1 0x{{[0-9a-f]+}} in main {{.*}}stack_trace_fork.c:[[#@LINE-3]]
  fflush(stderr);
  pid_t pid = fork();
  if (pid == 0) {
    in_child();
    _exit(0);
  }
  waitpid(pid, 0, 0);
  // CHECK: at f.c:2:1
  // CHECK: #0 0x{{[0-9a-f]+}} in poke{{[.a-z0-9]*}} {{.*}}stack_trace_fork.c:{{1[89]}}
  // CHECK-NEXT: #1 0x{{[0-9a-f]+}} in in_child{{[.a-z0-9]*}} {{.*}}stack_trace_fork.c:24
  poke(3);
  // CHECK: at f.c:3:1
  // CHECK: #0 0x{{[0-9a-f]+}} in poke{{[.a-z0-9]*}} {{.*}}stack_trace_fork.c:{{1[89]}}
  // CHECK-NEXT: #1 0x{{[0-9a-f]+}} in main {{.*}}stack_trace_fork.c:[[#@LINE-3]]
  printf("calls %d\n", calls);
  // CHECK: calls 2
  return 0;
}
