// Bounds source: ++p, p++, --p and p-- keep B(p).  Walking forward past the
// end and backward past the start are both reported at the access.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t up 2>&1 | FileCheck %s --check-prefix=UP
// RUN: not --crash %t down 2>&1 | FileCheck %s --check-prefix=DOWN
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain up > %t.expected && %t.plain down >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok up > %t.actual && %t.ok down >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

#ifdef OK
static volatile int steps = 1;
#else
static volatile int steps = 2;
#endif

int main(int argc, char **argv) {
  char a[4] = {'a', 'b', 'c', 'd'};
  char *p = a;
  if (argc > 1 && strcmp(argv[1], "up") == 0) {
    p++;
    ++p;
    for (int k = 0; k < steps; k++)
      p++;
    // UP: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}source_ptr_incdec.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}__mpx_b_p{{[^;]*}}source_ptr_incdec.c:[[@LINE+1]]:
    printf("up %c\n", *p);
  } else {
    p += 2;
    --p;
    for (int k = 0; k < steps; k++)
      p--;
    // DOWN: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}source_ptr_incdec.c:[[@LINE+2]]:5: 1 byte(s) below lower bound
    // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_b_p{{[^;]*}}source_ptr_incdec.c:[[@LINE+1]]:5"
    *p = 'z';
    printf("down %c\n", a[0]);
  }
  return 0;
}
