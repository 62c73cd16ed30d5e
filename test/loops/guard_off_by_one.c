// Loop versioning: a counted loop whose index runs one past the array gets
// a guard that fails, so the checked copy runs and reports the faulting
// write at its own line, before it happens.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

#ifdef OK
#define LAST(n) ((n) - 1)
#else
#define LAST(n) (n)
#endif

static void fill(int *a, int n) {
  // REWRITE: { if (__extension__ ({ int __mpx_lf{{[0-9]+}} = (0);{{.*}}__mpx_span_ok(__MPX_INT(a), 4, __mpx_b_a,{{.*}}) {
  // REWRITE-NEXT: #line [[@LINE+2]]
  // REWRITE-NEXT: {{^  }}for (int i = 0; i <= LAST(n); i++)
  for (int i = 0; i <= LAST(n); i++)
    // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in fill at {{.*}}guard_off_by_one.c:[[@LINE+2]]:5: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_w{{p?}}({{.*}}guard_off_by_one.c:[[@LINE+1]]:5"
    a[i] = i * i;
}

int main(void) {
  int squares[6];
  fill(squares, 6);
  fprintf(stderr, "filled\n");
  // REPORT-NOT: filled
  for (int i = 0; i < 6; i++)
    printf("%d ", squares[i]);
  printf("\n");
  return 0;
}
