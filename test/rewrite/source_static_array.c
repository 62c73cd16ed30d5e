// Bounds source: file-static and function-static arrays have their own
// bounds, direct and after decay (the static local keeps its bounds across
// calls).
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t file 2>&1 | FileCheck %s --check-prefix=FILE
// RUN: not --crash %t func 2>&1 | FileCheck %s --check-prefix=FUNC
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain file > %t.expected && %t.plain func >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok file > %t.actual && %t.ok func >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

#ifdef OK
static volatile int n = 2;
#else
static volatile int n = 3;
#endif

static char file_buf[3];

static int counter(int k) {
  static int hits[3];
  // REWRITE: int *h = ({{.*}}__mpx_make_to(&({{[^)]*}}), hits, sizeof(hits))
  int *h = hits;
  // FUNC: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in counter at {{.*}}source_static_array.c:[[@LINE+2]]:3: 1 byte(s) above upper bound
  // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_b_h{{[^;]*}}source_static_array.c:[[@LINE+1]]:3"
  h[k]++;
  return hits[0] + hits[1] + hits[2];
}

int main(int argc, char **argv) {
  if (argc > 1 && strcmp(argv[1], "file") == 0) {
    file_buf[0] = 'a';
    // FILE: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}source_static_array.c:[[@LINE+2]]:5: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_make(file_buf, sizeof(file_buf)){{[^;]*}}source_static_array.c:[[@LINE+1]]:5"
    file_buf[n] = 'b';
    printf("file %c\n", file_buf[2]);
  } else {
    counter(0);
    counter(1);
    printf("func %d\n", counter(n));
  }
  return 0;
}
