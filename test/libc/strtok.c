// The tokens strtok returns keep the bounds of the string being split, also
// those of later calls with NULL: a write through the second token past
// the end of the array is reported at the write.
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
static volatile int i = 8;
#else
static volatile int i = 9;
#endif

int main(void) {
  char s[12] = "ab,cd,ef";
  char *t1 = strtok(s, ",");
  char *t2 = strtok(NULL, ",");
  printf("%s %s at %d\n", t1, t2, (int)(t2 - s));
  fflush(stdout);
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}strtok.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  t2[i] = 'x';
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%s\n", strtok(NULL, ","));
  return 0;
}
