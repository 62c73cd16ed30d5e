// Mode count with several threads hitting the same and their own sites
// concurrently: every violation is counted, each site reported exactly
// once (the site table is lock-free), and the reports are whole lines.
//
// RUN: %cc %cflags %s -o %t %mpxrt
// RUN: env MPXRT_OPTIONS=mode=count:print_summary=1 %t 2> %t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: grep -c "bounds violation:" %t.err | FileCheck %s --check-prefix=LINES

#include "mpxrt.h"
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>

enum { THREADS = 8, ROUNDS = 2000 };
static atomic_int reports;
static char buf[4];

// Addresses outside the object are computed as integers: as pointer
// arithmetic they would be undefined (and gcc -O2 warns).
#define AT(p, off) ((char *)((uintptr_t)(p) + (off)))

// Counts the reports the runtime is about to write (and lets it write them).
int __mpx_on_violation(const __mpx_violation *v) {
  (void)v;
  atomic_fetch_add(&reports, 1);
  return 0;
}

static void *run(void *arg) {
  static const __mpx_site own[THREADS] = {
      {"own.c", "run", 1, 1, 0, 0, 0}, {"own.c", "run", 1, 2, 0, 0, 0},
      {"own.c", "run", 1, 3, 0, 0, 0}, {"own.c", "run", 1, 4, 0, 0, 0},
      {"own.c", "run", 1, 5, 0, 0, 0}, {"own.c", "run", 1, 6, 0, 0, 0},
      {"own.c", "run", 1, 7, 0, 0, 0}, {"own.c", "run", 1, 8, 0, 0, 0}};
  int id = (int)(long)arg;
  __mpx_bnd b = __mpx_make(buf, sizeof buf);
  for (int i = 0; i < ROUNDS; ++i) {
    __mpx_check_r(buf + 4, 1, b, __MPX_SITE("shared.c", 1, 1, "run"));
    __mpx_check_w(AT(buf, 5), 1, b, __MPX_SITE("shared.c", 2, 2, "run"));
    __mpx_check_r(AT(buf, 6), 1, b, &own[id]);
  }
  return NULL;
}

int main(void) {
  pthread_t t[THREADS];
  for (long i = 0; i < THREADS; ++i)
    pthread_create(&t[i], NULL, run, (void *)i);
  for (int i = 0; i < THREADS; ++i)
    pthread_join(t[i], NULL);
  printf("reports %d, violations %lu\n", atomic_load(&reports),
         __mpx_violation_count());
  return 0;
}
// CHECK: reports 10, violations 48000
// ERR-DAG: in run at shared.c:1:1:
// ERR-DAG: in run at shared.c:2:2:
// ERR-DAG: in run at own.c:1:1:
// ERR-DAG: in run at own.c:1:8:
// ERR: mpx: summary: 48000 bounds violation(s) at 10 site(s), mode count
// LINES: {{^}}10{{$}}
