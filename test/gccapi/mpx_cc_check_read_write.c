// mpx-cc -fno-chkp-check-read leaves reads unchecked (a read overflow is not
// reported, a write one is); -fno-chkp-check-write the reverse.  The
// overflows stay inside the struct (narrowed field), so unchecked ones are
// harmless.
//
// RUN: %mpx-cc -fcheck-pointer-bounds -mmpx -fno-chkp-check-read %cflags %s -o %t.w
// RUN: %t.w read 2>&1 | FileCheck %s --check-prefix=READ-UNCHECKED
// RUN: not --crash %t.w write 2>&1 | FileCheck %s --check-prefix=WRITE
// RUN: %mpx-cc -fcheck-pointer-bounds -mmpx -fno-chkp-check-write %cflags %s -o %t.r
// RUN: %t.r write 2>&1 | FileCheck %s --check-prefix=WRITE-UNCHECKED
// RUN: not --crash %t.r read 2>&1 | FileCheck %s --check-prefix=READ

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct rec {
  int id;
  char a[4];
  char b[4];
};

static volatile int idx = 4;

int main(int argc, char **argv) {
  struct rec *r = calloc(1, sizeof *r);
  r->b[0] = 'B';
  char *p = r->a;
  if (argc > 1 && strcmp(argv[1], "read") == 0) {
    // READ: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}mpx_cc_check_read_write.c:[[@LINE+2]]:25: 1 byte(s) above upper bound of
    // READ-UNCHECKED: read B
    printf("read %c\n", p[idx]);
  } else {
    // WRITE: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in main at {{.*}}mpx_cc_check_read_write.c:[[@LINE+1]]:5: 1 byte(s) above upper bound of
    p[idx] = 'W';
    // WRITE-UNCHECKED: wrote W
    printf("wrote %c\n", r->b[0]);
  }
  free(r);
  return 0;
}
