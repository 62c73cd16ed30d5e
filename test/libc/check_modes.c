// --check=w checks only the libc calls' writes, --check=r only their
// reads, --check=none nothing: memset one byte past an array is a write,
// strlen of an unterminated array a read, and so is strcmp (or
// strcasecmp) of it against a longer string; each mode reports exactly its
// kind, and with the check off the program runs on.  strcpy from an
// unterminated array reads past it before it writes past the target: the
// read is reported wherever reads are checked, even under --check=r where
// the write's own check is off, and the write under --check=w.
//
// RUN: %mpx-rewrite %s -- > %t.rw.c
// RUN: %cc %cflags %t.rw.c -o %t.rw %mpxrt
// RUN: not --crash %t.rw read 2>&1 | FileCheck %s --check-prefix=READ
// RUN: not --crash %t.rw write 2>&1 | FileCheck %s --check-prefix=WRITE
// RUN: not --crash %t.rw compare 2>&1 | FileCheck %s --check-prefix=COMPARE
// RUN: not --crash %t.rw casecompare 2>&1 | FileCheck %s --check-prefix=CASECOMPARE
// RUN: not --crash %t.rw copy 2>&1 | FileCheck %s --check-prefix=COPYREAD
//
// RUN: %mpx-rewrite --check=w %s -- > %t.w.c
// RUN: %cc %cflags %t.w.c -o %t.w %mpxrt
// RUN: %t.w read 2>&1 | FileCheck %s --check-prefix=UNCHECKED
// RUN: not --crash %t.w write 2>&1 | FileCheck %s --check-prefix=WRITE
// RUN: %t.w compare 2>&1 | FileCheck %s --check-prefix=UNCHECKED
// RUN: %t.w casecompare 2>&1 | FileCheck %s --check-prefix=UNCHECKED
// RUN: not --crash %t.w copy 2>&1 | FileCheck %s --check-prefix=COPYWRITE
//
// RUN: %mpx-rewrite --check=r %s -- > %t.r.c
// RUN: %cc %cflags %t.r.c -o %t.r %mpxrt
// RUN: not --crash %t.r read 2>&1 | FileCheck %s --check-prefix=READ
// RUN: %t.r write 2>&1 | FileCheck %s --check-prefix=UNCHECKED
// RUN: not --crash %t.r compare 2>&1 | FileCheck %s --check-prefix=COMPARE
// RUN: not --crash %t.r copy 2>&1 | FileCheck %s --check-prefix=COPYREAD
//
// RUN: %mpx-rewrite --check=none %s -- > %t.none.c
// RUN: %cc %cflags %t.none.c -o %t.none %mpxrt
// RUN: %t.none read 2>&1 | FileCheck %s --check-prefix=UNCHECKED
// RUN: %t.none write 2>&1 | FileCheck %s --check-prefix=UNCHECKED
//
// UNCHECKED-NOT: mpx:
// UNCHECKED: done

#include <stdio.h>
#include <string.h>
#include <strings.h>

struct s {
  char buf[8];
  char next[8];
};

static volatile size_t n = 9;

int main(int argc, char **argv) {
  struct s x = {"abcdefg", "zz"};
  size_t len = 0;
  if (argc > 1 && strcmp(argv[1], "write") == 0) {
    // WRITE: mpx: bounds violation: write of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}check_modes.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    memset(x.buf, 'x', n);
    len = (size_t)x.next[0];
  } else if (argc > 1 && strcmp(argv[1], "compare") == 0) {
    x.buf[7] = 'h';
    // COMPARE: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}check_modes.c:[[@LINE+1]]:11: 1 byte(s) above upper bound
    len = strcmp(x.buf, "abcdefghij") != 0;
  } else if (argc > 1 && strcmp(argv[1], "casecompare") == 0) {
    x.buf[7] = 'h';
    // CASECOMPARE: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}check_modes.c:[[@LINE+1]]:11: 1 byte(s) above upper bound
    len = strcasecmp(x.buf, "ABCDEFGHIJ") != 0;
  } else if (argc > 1 && strcmp(argv[1], "copy") == 0) {
    char to[8];
    x.buf[7] = 'h';
    x.next[0] = 0;
    // COPYREAD: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}check_modes.c:[[@LINE+2]]:5: 1 byte(s) above upper bound
    // COPYWRITE: mpx: bounds violation: write of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}check_modes.c:[[@LINE+1]]:5: 1 byte(s) above upper bound
    strcpy(to, x.buf);
    len = (size_t)to[0];
  } else {
    x.buf[7] = 'h';
    // READ: mpx: bounds violation: read of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}check_modes.c:[[@LINE+1]]:11: 1 byte(s) above upper bound
    len = strlen(x.buf);
  }
  printf("%zu done\n", len);
  return 0;
}
