// readdir's result gets the bounds of one struct dirent: reading the byte
// after it through a char * cast is reported.
//
// RUN: rm -rf %t.d && mkdir %t.d
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t %t.d 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain %t.d > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok %t.d > %t.actual
// RUN: diff %t.expected %t.actual

#include <dirent.h>
#include <stdio.h>

#ifdef OK
static volatile size_t i = sizeof(struct dirent) - 1;
#else
static volatile size_t i = sizeof(struct dirent);
#endif

static volatile char sink;

int main(int argc, char **argv) {
  if (argc < 2)
    return 2;
  DIR *d = opendir(argv[1]);
  if (!d)
    return 3;
  struct dirent *e = readdir(d);
  if (!e)
    return 4;
  char *raw = (char *)e;
  printf("%d\n", e->d_name[0] == '.');
  fflush(stdout);
  fprintf(stderr, "before\n");
  // REPORT: before
  // REPORT-NEXT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}readdir.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
  sink = raw[i];
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  closedir(d);
  return 0;
}
