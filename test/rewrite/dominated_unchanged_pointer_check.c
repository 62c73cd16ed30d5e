// A pointer that changes in the body (here the loop's s++) still makes a
// later identical check redundant when nothing changes it between the two:
// the loop test's *s covers the body's *s of the same iteration.  Where
// it changes in between (the *t after t++; the *u after the loop whose
// back edge runs u++), both checks stay.  A violation is reported by the
// first access, at its line.
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
#include <string.h>

// REWRITE-LABEL: int words(const char *s)
// REWRITE: &(*s), 1, __mpx_b_s, "{{.*}}.c:[[@LINE+6]]:
// REWRITE-NOT: &(*s), 1,
// REWRITE-LABEL: int pairs(
__attribute__((noinline)) int words(const char *s) {
  int n = 0, in = 0;
  // REPORT: mpx: bounds violation: read of size 1 {{.*}} in words at {{.*}}dominated_unchanged_pointer_check.c:[[@LINE+1]]:
  for (; *s; s++) {
    if (*s == ' ')
      in = 0;
    else if (!in) {
      in = 1;
      n++;
    }
  }
  return n;
}

// REWRITE-COUNT-2: &(*t), 1,
// REWRITE-LABEL: int back_edge(
__attribute__((noinline)) int pairs(const char *t) {
  int x = *t;
  t++;
  return x + *t;
}

// REWRITE-COUNT-2: &(*u), 1,
// REWRITE-LABEL: int main(
__attribute__((noinline)) int back_edge(const char *u, int n) {
  int x = *u;
  while (n-- > 0) {
    x += *u;
    u++;
  }
  return x;
}

// STATS: dominated by the same check (pointer unchanged since): 1

int main(int argc, char **argv) {
  (void)argv;
  const char *text = "one two  three";
  char *buf = malloc(16);
  memcpy(buf, text, strlen(text) + (argc > 1 ? 0 : 1)); // no NUL: overflow
  if (argc > 1)
    memset(buf + strlen(text), 'x', 16 - strlen(text));
  // CHECK: 3 195 292
  printf("%d %d %d\n", words(buf), pairs("ab"), back_edge("ab", 2));
  free(buf);
  return 0;
}
