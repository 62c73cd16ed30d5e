// strtok_r keeps the string's bounds in its save pointer: a token returned
// by a later call with NULL still has them, and a write through it past the
// array is reported at the write.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

#ifdef OK
static volatile int i = 5;
#else
static volatile int i = 6;
#endif

int main(void) {
  char s[12] = "ab,cd,ef";
  char *save;
  char *t1 = strtok_r(s, ",", &save);
  char *t2 = strtok_r(NULL, ",", &save);
  char *t3 = strtok_r(NULL, ",", &save);
  printf("%s %s %s\n", t1, t2, t3);
  fflush(stdout);
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}strtok_r.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  t3[i] = 'x';
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%s\n", t3);
  return 0;
}
