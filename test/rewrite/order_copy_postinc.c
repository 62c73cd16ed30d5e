// Evaluation order: the copy loop while ((*d++ = *s++)) evaluates each
// post-increment once and in C's order, so the instrumented copy prints the
// same bytes as the plain one; copying into a destination that is too small
// is reported at the write.
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

#ifdef OK
#define DST_SIZE 7
#else
#define DST_SIZE 6
#endif

// The int copy in main runs first and clean.
// REPORT-NOT: mpx
// REPORT: 10 20 30 40 4 4

static void copy(char *d, const char *s) {
  // REPORT: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in copy at {{.*}}order_copy_postinc.c:[[@LINE+3]]:{{[0-9]+}}: 1 byte(s) above upper bound
  // REWRITE: __mpx_check_wpu(&(*d++), 1, __mpx_b_d, "{{[^"]*}}order_copy_postinc.c:[[@LINE+2]]:
  // REWRITE-SAME: __mpx_check_rpu(&(*s++), 1, __mpx_b_s, "{{[^"]*}}order_copy_postinc.c:[[@LINE+1]]:
  while ((*d++ = *s++))
    ;
}

int main(void) {
  char src[] = "abcdef";
  char dst[DST_SIZE];
  int ints[4] = {1, 2, 3, 4}, out[4] = {0};
  int *p = out, *q = ints;
  for (int k = 0; k < 4; k++)
    *p++ = *q++ * 10;
  printf("%d %d %d %d %td %td\n", out[0], out[1], out[2], out[3], p - out, q - ints);
  fflush(stdout);
  copy(dst, src);
  printf("%s\n", dst);
  return 0;
}
