// fscanf "%5s" writes up to 6 bytes: into char w[4] that is reported at the
// call as a write of size 6, before anything is read; "%3s" fits.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t %t.in 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain %t.in > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok %t.in > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

struct dst {
  char w[4];
  char canary[8];
};

int main(int argc, char **argv) {
  if (argc < 2)
    return 2;
  FILE *f = fopen(argv[1], "w+");
  if (!f)
    return 3;
  fputs("abcdefgh 42\n", f);
  rewind(f);
  struct dst x = {"", "canary"};
  fprintf(stderr, "before\n");
  // REPORT: before
#ifdef OK
  int r = fscanf(f, "%3s", x.w);
#else
  // REPORT-NEXT: mpx: bounds violation: write of size 6 at 0x{{[0-9a-f]+}} in main at {{.*}}scanf_family.c:[[@LINE+1]]:11: 1 byte(s) above upper bound
  int r = fscanf(f, "%5s", x.w);
#endif
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  printf("%d %s %s\n", r, x.w, x.canary);
  fclose(f);
  return 0;
}
