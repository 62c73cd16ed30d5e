// Access form: p->f, read and write, checked with the field's size against
// B(p): p points one element past an array of two structs.
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
#include <string.h>

#ifdef OK
static volatile int i = 1;
#else
static volatile int i = 2;
#endif

struct node {
  int key;
  double weight;
};

int main(int argc, char **argv) {
  struct node nodes[2] = {{1, 0.5}, {2, 1.5}};
  struct node *p = &nodes[i];
  if (argc > 1 && strcmp(argv[1], "read") == 0) {
    // READ: mpx: bounds violation: read of size 8 at 0x{{[0-9a-f]+}} in main at {{.*}}access_arrow.c:[[@LINE+2]]:{{[0-9]+}}: 9 byte(s) above upper bound
    // REWRITE: __mpx_check_r{{p?c?}}(&(p->weight){{[^;]*}}__mpx_b_p{{[^;]*}}access_arrow.c:[[@LINE+1]]:
    printf("read %g\n", p->weight);
  } else {
    // WRITE: mpx: bounds violation: write of size 4 at 0x{{[0-9a-f]+}} in main at {{.*}}access_arrow.c:[[@LINE+2]]:5: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_w{{p?c?}}(&(p->key){{[^;]*}}__mpx_b_p{{[^;]*}}access_arrow.c:[[@LINE+1]]:5"
    p->key = 7;
    printf("write %d\n", nodes[1].key);
  }
  return 0;
}
