// Option --check=w: only writes are checked.  A write one past the array
// (plain and compound) is reported; the same overflow as a read is not
// checked and the program runs on.  The overflowing accesses stay inside
// the enclosing struct.
//
// RUN: %mpx-rewrite --check=w %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t write 2>&1 | FileCheck %s --check-prefix=WRITE
// RUN: not --crash %t compound 2>&1 | FileCheck %s --check-prefix=COMPOUND
// RUN: %t read 2>&1 | FileCheck %s --check-prefix=READ --implicit-check-not=mpx:
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain write > %t.expected && %t.plain read >> %t.expected
// RUN: %mpx-rewrite --check=w %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok write > %t.actual && %t.ok read >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

#ifdef OK
static volatile int i = 3;
#else
static volatile int i = 4;
#endif

struct box {
  int a[4];
  int after;
};

// REWRITE: with --check=w
// REWRITE-NOT: __mpx_check_r
int main(int argc, char **argv) {
  struct box b = {{1, 2, 3, 4}, 5};
  int *p = b.a;
  if (argc > 1 && strcmp(argv[1], "write") == 0) {
    // WRITE: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}option_check_w.c:[[@LINE+2]]:5: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_b_p{{[^;]*}}option_check_w.c:[[@LINE+1]]:5"
    p[i] = 50;
    printf("write %d %d\n", b.a[3], b.after);
  } else if (argc > 1 && strcmp(argv[1], "compound") == 0) {
    // COMPOUND: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}option_check_w.c:[[@LINE+2]]:5: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_w{{p?}}({{[^;]*}}__mpx_b_p{{[^;]*}}option_check_w.c:[[@LINE+1]]:5"
    p[i] *= 2;
    printf("compound %d %d\n", b.a[3], b.after);
  } else {
    int v = p[i];
    fprintf(stderr, "read done\n");
    // READ: read done
    printf("read %d\n", v);
  }
  return 0;
}
