// The argument pthread_create passes to the start routine keeps its
// bounds: the thread's write one element past the caller's int[4] is
// reported in the start routine.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain -lpthread && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <pthread.h>
#include <stdio.h>

#ifdef OK
static volatile int n = 4;
#else
static volatile int n = 5;
#endif

struct arr {
  int v[4];
  int canary;
};

static void *worker(void *p) {
  int *v = p;
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in worker at {{.*}}pthread_create.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    v[i] = i * 10;
  return 0;
}

int main(void) {
  struct arr s = {{0, 0, 0, 0}, -1};
  pthread_t t;
  if (pthread_create(&t, 0, worker, s.v))
    return 2;
  pthread_join(t, 0);
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%d %d %d %d %d\n", s.v[0], s.v[1], s.v[2], s.v[3], s.canary);
  return 0;
}
