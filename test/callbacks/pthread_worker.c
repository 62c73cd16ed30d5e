// pthread_create's start routine receives its argument's bounds (the
// runtime's pthread_create calls it through a trampoline that fills the
// hand-off): the worker's overflow of its argument buffer is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef OK
#define OVER 0
#else
#define OVER 1
#endif
#include <pthread.h>

static int count;

static void *worker(void *arg) {
  int *v = arg;
  for (int i = 0; i < count; i++)
    // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in worker at {{.*}}pthread_worker.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
    v[i] = i * i;
  return v;
}

int main(int argc, char **argv) {
  (void)argv;
  count = argc + 3 + OVER;
  int *buf = malloc(4 * sizeof(int));
  pthread_t t;
  void *res;
  if (pthread_create(&t, NULL, worker, buf) != 0)
    return 1;
  pthread_join(t, &res);
  int *r = res;
  printf("%d %d %d %d\n", r[0], r[1], r[2], r[3]);
  free(buf);
  return 0;
}
