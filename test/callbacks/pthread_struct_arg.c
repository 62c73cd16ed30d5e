// A pthread worker receives a struct holding a pointer: the struct pointer's
// bounds come through the runtime's pthread_create trampoline, the data
// pointer's from the bounds table, so the worker's overflow of the data is
// reported.
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

struct job {
  int *data;
  int n;
  int sum;
};

static void *worker(void *arg) {
  struct job *j = arg;
  for (int i = 0; i < j->n; i++)
    // REPORT: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in worker at {{.*}}pthread_struct_arg.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
    j->sum += j->data[i];
  return NULL;
}

int main(int argc, char **argv) {
  (void)argv;
  struct job jobs[2];
  pthread_t t[2];
  for (int k = 0; k < 2; k++) {
    jobs[k].data = malloc(6 * sizeof(int));
    for (int i = 0; i < 6; i++)
      jobs[k].data[i] = k * 10 + i;
    jobs[k].n = k ? argc + 5 + OVER : argc + 5;
    jobs[k].sum = 0;
  }
  for (int k = 0; k < 2; k++)
    if (pthread_create(&t[k], NULL, worker, &jobs[k]) != 0)
      return 1;
  for (int k = 0; k < 2; k++)
    pthread_join(t[k], NULL);
  printf("%d %d\n", jobs[0].sum, jobs[1].sum);
  for (int k = 0; k < 2; k++)
    free(jobs[k].data);
  return 0;
}
