// getdelim grows the buffer (a 4-byte malloc block, a 300-byte record ended
// by ';'): the buffer it leaves gets the bounds of *n bytes, so its last
// byte is readable and the byte after it is reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t %t.in 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain %t.in > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok %t.in > %t.actual
// RUN: diff %t.expected %t.actual

#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static volatile char sink;

int main(int argc, char **argv) {
  if (argc < 2)
    return 2;
  FILE *f = fopen(argv[1], "w+");
  if (!f)
    return 3;
  for (int i = 0; i < 300; i++)
    fputc('a' + i % 26, f);
  fputs(";rest\n", f);
  rewind(f);
  size_t cap = 4;
  char *rec = malloc(cap);
  if (!rec)
    return 4;
  ssize_t len = getdelim(&rec, &cap, ';', f);
  printf("%zd %zu %d %c\n", len, strlen(rec), cap > 300, rec[len - 1]);
  fflush(stdout);
  sink = rec[cap - 1];
#ifdef OK
  size_t i = cap - 1;
#else
  size_t i = cap;
#endif
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}getdelim.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
  sink = rec[i];
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  free(rec);
  fclose(f);
  return 0;
}
