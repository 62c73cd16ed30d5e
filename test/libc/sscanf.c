// sscanf "%7s" writes up to 8 bytes: into char w[4] that is reported at
// the call as a write of size 8, before anything is scanned.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

struct dst {
  char w[4];
  char canary[8];
};

int main(void) {
  char in[16] = "abcdefgh 42";
  struct dst x = {"", "canary"};
  int v = 0;
  fprintf(stderr, "before\n");
  // REPORT: before
#ifdef OK
  int r = sscanf(in, "%3s %d", x.w, &v);
#else
  // REPORT-NEXT: mpx: bounds violation: write of size 8 at 0x{{[0-9a-f]+}} in main at {{.*}}sscanf.c:[[@LINE+1]]:11: 1 byte(s) above upper bound
  int r = sscanf(in, "%7s %d", x.w, &v);
#endif
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%d %s %d %s\n", r, x.w, v, x.canary);
  return 0;
}
