// Access form: p[i] on a pointer, read and write, with the element's size.
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
static volatile long i = 4;
#else
static volatile long i = 5;
#endif

int main(int argc, char **argv) {
  long long *p = calloc(5, sizeof(long long));
  if (!p)
    return 1;
  if (argc > 1 && strcmp(argv[1], "read") == 0) {
    // READ: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in main at {{.*}}access_subscript.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_r{{p?}}(&(p[i]){{[^;]*}}__mpx_b_p{{[^;]*}}access_subscript.c:[[@LINE+1]]:
    printf("read %lld\n", p[i]);
  } else {
    // WRITE: mpx: bounds violation: write of size 8 at 0x{{[0-9a-f]+}} in main at {{.*}}access_subscript.c:[[@LINE+2]]:5: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_w{{p?}}(&(p[i]){{[^;]*}}__mpx_b_p{{[^;]*}}access_subscript.c:[[@LINE+1]]:5"
    p[i] = 3;
    printf("write %lld\n", p[4]);
  }
  free(p);
  return 0;
}
