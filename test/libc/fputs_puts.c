// fputs and puts read their string up to its NUL: an unterminated char d[8]
// followed by a field holding 0 is a read of size 9, reported at the call
// before anything is written.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=FPUTS
// RUN: not --crash %t p 2>&1 | FileCheck %s --check-prefix=PUTS
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected && %t.plain p >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual && %t.ok p >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

struct s {
  char d[8];
  char zero[8];
};

#ifdef OK
static volatile size_t n = 7;
#else
static volatile size_t n = 8;
#endif

int main(int argc, char **argv) {
  (void)argv;
  struct s x;
  memset(&x, 0, sizeof x);
  memset(x.d, 'x', n);
  fprintf(stderr, "before\n");
  // FPUTS: before
  // PUTS: before
  if (argc < 2)
    // FPUTS-NEXT: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}fputs_puts.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    fputs(x.d, stdout);
  else
    // PUTS-NEXT: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}fputs_puts.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    puts(x.d);
  fflush(stdout);
  fprintf(stderr, "after\n");
  // FPUTS-NOT: after
  // PUTS-NOT: after
  printf("\n%d\n", x.zero[0]);
  return 0;
}
