// fread writes size * count bytes, fwrite reads them: 4 * 3 into char d[8]
// is a write of size 12, 3 * 3 out of it a read of size 9, both reported
// at the call.
//
// RUN: printf 'abcdefghijklmnop' > %t.in
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t %t.in 2>&1 | FileCheck %s --check-prefix=READ
// RUN: not --crash %t %t.in w 2>&1 | FileCheck %s --check-prefix=WRITE
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain %t.in > %t.expected && %t.plain %t.in w >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok %t.in > %t.actual && %t.ok %t.in w >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

#ifdef OK
static volatile size_t count = 2;
#else
static volatile size_t count = 3;
#endif

int main(int argc, char **argv) {
  if (argc < 2)
    return 2;
  char d[8] = "1234567";
  if (argc < 3) {
    FILE *f = fopen(argv[1], "r");
    if (!f)
      return 3;
    // READ: mpx: bounds violation: write of size 12 at 0x{{[0-9a-f]+}} in main at {{.*}}fread_fwrite.c:[[@LINE+1]]:18: 1 byte(s) above upper bound
    size_t got = fread(d, 4, count, f);
    fprintf(stderr, "after\n");
    // READ-NOT: after
    printf("%zu %.8s\n", got, d);
    fclose(f);
  } else {
    FILE *f = tmpfile();
    if (!f)
      return 3;
    // WRITE: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}fread_fwrite.c:[[@LINE+1]]:18: 1 byte(s) above upper bound
    size_t put = fwrite(d, 3, count, f);
    fprintf(stderr, "after\n");
    // WRITE-NOT: after
    printf("%zu %ld\n", put, ftell(f));
    fclose(f);
  }
  return 0;
}
