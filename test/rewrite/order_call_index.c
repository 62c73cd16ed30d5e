// Evaluation order: f()[g()] calls f and g once each (the instrumented
// program prints the same trace as the plain one); in the faulty run the
// third g() returns an index past the end and the report comes after
// exactly that call's trace.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

static int data[3] = {100, 200, 300};
static int calls_f, calls_g;

static int *f(void) {
  calls_f++;
  printf("f #%d\n", calls_f);
  fflush(stdout);
  return data;
}

static int g(void) {
  calls_g++;
  printf("g #%d\n", calls_g);
  fflush(stdout);
#ifdef OK
  return calls_g % 3;
#else
  return calls_g == 3 ? 3 : calls_g;
#endif
}

int main(void) {
  int x = f()[g()];
  printf("x=%d\n", x);
  f()[g()] = 7;
  printf("data[2]=%d\n", data[2]);
  fflush(stdout);
  // REPORT: f #3
  // REPORT-NEXT: g #3
  // REPORT-NEXT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}order_call_index.c:[[@LINE+1]]:{{[0-9]+}}: 1 byte(s) above upper bound
  f()[g()] += 1;
  printf("calls f=%d g=%d data=%d %d %d\n", calls_f, calls_g, data[0], data[1], data[2]);
  return 0;
}
