// A static function whose address is taken gets a forwarder with its
// original name, so the function pointer keeps working and a correct program
// runs clean; the direct call goes to the clone and is checked.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain > %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok > %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>

// REWRITE: static int __mpxc_first_x(const char *s, int n, __mpx_bnd __mpx_b_s
// REWRITE: static {{.*}}int first_x(const char *s, int n) {{{.*}}__mpxc_first_x(s, n,
static int first_x(const char *s, int n) {
  for (int i = 0; i < n; i++)
    // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in first_x at {{.*}}static_address_taken.c:[[@LINE+1]]:9: 1 byte(s) above upper bound
    if (s[i] == 'x')
      return i;
  return -1;
}

static int apply(int (*f)(const char *, int), const char *s, int n) {
  return f(s, n);
}

int main(void) {
  char word[4] = {'a', 'x', 'c', 'd'};
  printf("through pointer %d %d\n", apply(first_x, word, 4),
         apply(first_x, word + 2, 2));
  fflush(stdout);
  printf("direct %d\n", first_x(word + 2, 2));
#ifndef OK
  fflush(stdout);
  printf("direct %d\n", first_x(word + 2, 3));
#endif
  return 0;
}
