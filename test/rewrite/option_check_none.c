// Option --check=none: no access is checked; neither a read nor a write
// overflow is reported (they stay inside the enclosing struct), no
// __mpx_check is emitted, and the program still compiles against the
// runtime; the correct twin prints what the plain build prints.
//
// RUN: %mpx-rewrite --check=none --stats %s -- > %t.c 2> %t.stats
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t 2>&1 | FileCheck %s --check-prefix=OUT --implicit-check-not=mpx:
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite --check=none %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

#ifdef OK
static volatile int i = 3;
#else
static volatile int i = 4;
#endif

struct box {
  int a[4];
  int after;
};

// REWRITE: with --check=none
// REWRITE-NOT: __mpx_check
int main(void) {
  struct box b = {{1, 2, 3, 4}, 5};
  int *p = b.a;
  int v = p[i];
  p[i] = v + 1;
  p[i] += 1;
  fprintf(stderr, "done %d\n", v);
  printf("%d\n", v);
  return 0;
}

// OUT: done
// STATS: checks inserted: 0
