// Access form: the classic off-by-one loop, i <= n instead of i < n, writes
// one element past the array on its last iteration.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

#define N 6
static volatile int n = N;

int main(void) {
  int squares[N];
  int i;
#ifdef OK
  for (i = 0; i < n; i++)
#else
  for (i = 0; i <= n; i++)
#endif
    // REPORT: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}access_loop_off_by_one.c:[[@LINE+2]]:5: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_w{{p?}}(&(squares[i]){{[^;]*}}__mpx_make(squares, sizeof(squares)){{[^;]*}}access_loop_off_by_one.c:[[@LINE+1]]:5"
    squares[i] = i * i;
  fprintf(stderr, "filled %d\n", i);
  // REPORT-NOT: filled
  for (i = 0; i < N; i++)
    printf("%d ", squares[i]);
  printf("\n");
  return 0;
}
