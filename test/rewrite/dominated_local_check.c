// A local pointer that its declaration sets once and for all (in the
// body's outermost block, never changed after, address not taken, no goto
// in the body) is a base for dominated checks like an unchanged parameter:
// r->a checked once is not checked again.  A local declared in a loop, or
// in a body with a goto, is no such base, but is still one between two
// checks with no statement changing it in between (each loop iteration's
// second r->a, the two after the label); a local assigned between two
// checks keeps both.  A violation is still reported by the first access,
// at its line.
//
// RUN: %mpx-rewrite --stats %s -- > %t.c 2> %t.stats
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: not --crash %run %t 1 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %run %t > %t.actual && diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>

struct rec {
  int a;
  int b;
};

static struct rec *table[4];

__attribute__((noinline)) static struct rec *get(int i) { return table[i]; }

// REWRITE-LABEL: int once(int i)
// REWRITE: &(r->a), 4, __mpx_b_r_{{[0-9]*}}, "{{.*}}.c:[[@LINE+8]]:
// REWRITE-NOT: &(r->a)
// REWRITE: &(r->b), 4, __mpx_b_r_{{[0-9]*}}, "{{.*}}.c:[[@LINE+8]]:
// REWRITE-NOT: &(r->a)
// REWRITE-NOT: &(r->b)
__attribute__((noinline)) int once(int i) {
  struct rec *r = get(i);
  // REPORT: mpx: bounds violation: read of size 4 {{.*}} in once at {{.*}}dominated_local_check.c:[[@LINE+1]]:
  int s = r->a;
  s += r->a;
  s += r->b;
  s += r->a + r->b;
  return s;
}

// REWRITE-LABEL: int in_loop(int n)
// REWRITE: &(r->a), 4,
// REWRITE-NOT: &(r->a), 4,
// REWRITE-LABEL: int reassigned(int i)
__attribute__((noinline)) int in_loop(int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    struct rec *r = get(i);
    s += r->a;
    s += r->a;
  }
  return s;
}

// REWRITE-COUNT-2: &(r->a), 4,
__attribute__((noinline)) int reassigned(int i) {
  struct rec *r = get(i);
  int s = r->a;
  r = get(i + 1);
  return s + r->a;
}

// REWRITE-LABEL: int with_goto(int i)
// REWRITE: &(r->a), 4,
// REWRITE-NOT: &(r->a), 4,
// REWRITE-LABEL: int main(
__attribute__((noinline)) int with_goto(int i) {
  int s = 0;
again:;
  struct rec *r = get(i);
  s += r->a;
  s += r->a;
  if (++i < 2)
    goto again;
  return s;
}

// STATS: dominated by the same check (invariant pointer): 3
// STATS: dominated by the same check (pointer unchanged since): 2

int main(int argc, char **argv) {
  (void)argv;
  for (int i = 0; i < 4; i++) {
    // with an argument, table[0] is too small for its fields
    int small = argc > 1 && i == 0;
    table[i] = calloc(1, small ? 2 : sizeof(struct rec));
    if (!small) {
      table[i]->a = 10 * i;
      table[i]->b = i;
    }
  }
  // CHECK: {{^}}0 0 10 20{{$}}
  int o = once(0);
  printf("%d %d %d %d\n", o, in_loop(1), reassigned(0), with_goto(0));
  return 0;
}
