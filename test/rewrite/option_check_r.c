// Option --check=r: only reads are checked.  A read one past the array is
// reported; the same overflow as a plain write is not checked and the
// program runs on (the overflow stays inside the enclosing struct, so the
// unchecked write hits memory the program owns).  A compound assignment
// reads its target, so it is still checked under --check=r (GCC checked the
// load of p[i] += 1 with -fchkp-check-read alone).
//
// RUN: %mpx-rewrite --check=r %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t write 2>&1 | FileCheck %s --check-prefix=WRITE --implicit-check-not=mpx:
// RUN: not --crash %t read 2>&1 | FileCheck %s --check-prefix=READ
// RUN: not --crash %t compound 2>&1 | FileCheck %s --check-prefix=COMPOUND
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain write > %t.expected && %t.plain read >> %t.expected
// RUN: %mpx-rewrite --check=r %s -- -DOK > %t.ok.c
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

// REWRITE: with --check=r
int main(int argc, char **argv) {
  struct box b = {{1, 2, 3, 4}, 5};
  int *p = b.a;
  if (argc > 1 && strcmp(argv[1], "write") == 0) {
    // REWRITE-NOT: __mpx_check_w{{.*}}option_check_r.c:[[@LINE+1]]:
    p[i] = 50;
    fprintf(stderr, "write done\n");
    // WRITE: write done
    printf("write %d %d\n", b.a[3], b.after);
  } else if (argc > 1 && strcmp(argv[1], "compound") == 0) {
    // COMPOUND: mpx: bounds violation: {{(read|write)}} of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}option_check_r.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    p[i] += 1;
    printf("compound %d\n", b.a[3]);
  } else {
    // READ: mpx: bounds violation: read of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}option_check_r.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_r{{p?}}({{[^;]*}}__mpx_b_p{{[^;]*}}option_check_r.c:[[@LINE+1]]:
    printf("read %d\n", p[i]);
  }
  return 0;
}
