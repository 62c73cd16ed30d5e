// Unevaluated context: typeof(p[100]) and __typeof__(*p) only name a type;
// declarations using them get no check, and the variables they declare are
// ordinary locals.
//
// RUN: %mpx-rewrite --stats %s -- > %t.c 2> %t.stats
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %t > %t.actual
// RUN: diff %t.expected %t.actual

#include <stddef.h>
#include <stdio.h>

struct rec {
  short id;
  long f;
};

int main(void) {
  int *p = NULL;
  struct rec *r = NULL;
  // REWRITE-NOT: __mpx_check{{.*}}unevaluated_typeof.c:[[@LINE+1]]:
  typeof(p[100]) x = 3;
  // REWRITE-NOT: __mpx_check{{.*}}unevaluated_typeof.c:[[@LINE+1]]:
  __typeof__(*p) y = 4;
  // REWRITE-NOT: __mpx_check{{.*}}unevaluated_typeof.c:[[@LINE+1]]:
  __typeof__(r->f) z = 5;
  // REWRITE-NOT: __mpx_check{{.*}}unevaluated_typeof.c:[[@LINE+1]]:
  typeof(r[9].id) w = 6;
  // REWRITE-NOT: __mpx_check{{.*}}unevaluated_typeof.c:[[@LINE+1]]:
  typeof(&p[2]) q = &x;
  printf("%d %d %ld %d %d %zu %zu\n", x, y, z, w, *q, sizeof x, sizeof z);
  return 0;
}

// Only the read of *q is checked.
// STATS: checks inserted: 1
