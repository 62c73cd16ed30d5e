// Access form: *p, read and write, checked with the pointee's size against
// B(p) (here a heap block of 3 shorts; the pointer walks off its end).
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t read 2>&1 | FileCheck %s --check-prefix=READ
// RUN: not --crash %t write 2>&1 | FileCheck %s --check-prefix=WRITE
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain read > %t.expected && %t.plain write >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok read > %t.actual && %t.ok write >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef OK
static volatile int off = 2;
#else
static volatile int off = 3;
#endif

int main(int argc, char **argv) {
  short *base = calloc(3, sizeof(short));
  if (!base)
    return 1;
  short *p = base + off;
  if (argc > 1 && strcmp(argv[1], "read") == 0) {
    // READ: mpx: bounds violation: read of size 2 at 0x{{[0-9a-f]+}} in main at {{.*}}access_deref.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_r{{p?c?}}({{[^;]*}}, __mpx_b_p{{[^;]*}}access_deref.c:[[@LINE+1]]:
    printf("read %d\n", *p);
  } else {
    // WRITE: mpx: bounds violation: write of size 2 at 0x{{[0-9a-f]+}} in main at {{.*}}access_deref.c:[[@LINE+2]]:5: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_w{{p?c?}}({{[^;]*}}, __mpx_b_p{{[^;]*}}access_deref.c:[[@LINE+1]]:5"
    *p = 9;
    printf("write %d\n", base[2]);
  }
  free(base);
  return 0;
}
