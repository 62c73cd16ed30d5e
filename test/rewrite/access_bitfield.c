// Access form: bit-fields.  p->bf = 1 and a read of p->bf, with p one past
// the end of an array of structs, are checked on the field's storage unit
// and reported.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %resolve-sites %t.c | sed -e 's,//.*,,' | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: not --crash %t write 2>&1 | FileCheck %s --check-prefix=WRITE
// RUN: not --crash %t read 2>&1 | FileCheck %s --check-prefix=READ
// RUN: %cc %cflags -DOK %s -o %t.plain && %t.plain write > %t.expected && %t.plain read >> %t.expected
// RUN: %mpx-rewrite %s -- -DOK > %t.ok.c
// RUN: %cc %cflags -DOK %t.ok.c -o %t.ok %mpxrt && %t.ok write > %t.actual && %t.ok read >> %t.actual
// RUN: diff %t.expected %t.actual

#include <stdio.h>
#include <string.h>

#ifdef OK
static volatile int i = 1;
#else
static volatile int i = 2;
#endif

struct flags {
  unsigned ready : 1;
  unsigned level : 4;
  unsigned bf : 3;
};

int main(int argc, char **argv) {
  struct flags fs[2];
  memset(fs, 0, sizeof fs);
  struct flags *p = fs + i;
  if (argc > 1 && strcmp(argv[1], "write") == 0) {
    // WRITE: mpx: bounds violation: write of size {{[1-4]}} at 0x{{[0-9a-f]+}} in main at {{.*}}access_bitfield.c:[[@LINE+2]]:5: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_w({{[^;]*}}__mpx_b_p{{[^;]*}}access_bitfield.c:[[@LINE+1]]:5"
    p->bf = 1;
    printf("write %u\n", fs[1].bf);
  } else {
    // READ: mpx: bounds violation: read of size {{[1-4]}} at 0x{{[0-9a-f]+}} in main at {{.*}}access_bitfield.c:[[@LINE+2]]:{{[0-9]+}}: 1 byte(s) above upper bound
    // REWRITE: __mpx_check_r({{[^;]*}}__mpx_b_p{{[^;]*}}access_bitfield.c:[[@LINE+1]]:
    printf("read %u\n", p->level);
  }
  return 0;
}
