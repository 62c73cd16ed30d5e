// vsprintf and vsnprintf called from a variadic helper: the destination's
// bounds come from the caller, the output length from a copy of the
// va_list; the overflow is reported in the helper, at the call.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: not --crash %t n 2>&1 | FileCheck %s --check-prefix=NREPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c && %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdarg.h>
#include <stdio.h>

struct dst {
  char d[8];
  char canary[8];
};

static void fmt(char *d, const char *f, ...) {
  va_list ap;
  va_start(ap, f);
  // REPORT: mpx: bounds violation: write of size 10 at 0x{{[0-9a-f]+}} in fmt at {{.*}}vsprintf.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  vsprintf(d, f, ap);
  va_end(ap);
}

static void fmtn(char *d, size_t n, const char *f, ...) {
  va_list ap;
  va_start(ap, f);
  // NREPORT: mpx: bounds violation: write of size 9 at 0x{{[0-9a-f]+}} in fmtn at {{.*}}vsprintf.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  vsnprintf(d, n, f, ap);
  va_end(ap);
}

#ifdef OK
static volatile int a = 1234, b = 56;
static volatile size_t n = 8;
#else
static volatile int a = 12345, b = 678;
static volatile size_t n = 9;
#endif

int main(int argc, char **argv) {
  (void)argv;
  struct dst x = {"", "canary"};
  if (argc < 2)
    fmt(x.d, "%d-%d", a, b);
  fmtn(x.d, n, "%s", "hi");
  fprintf(stderr, "after\n");
  // REPORT-NOT: after
  // NREPORT-NOT: after
  printf("%s %s\n", x.d, x.canary);
  return 0;
}
