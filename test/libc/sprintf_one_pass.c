// sprintf formats once, into the room the destination's bounds leave: an
// output that fills d[8] exactly (7 characters and the NUL) is written as
// libc writes it, with no report; one that needs a byte more is reported as
// a write of its whole length, and in mode count the program goes on with
// what libc writes (the canary overwritten, as in the plain build).
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t fit > %t.fit.out 2>&1 && FileCheck %s --check-prefix=FIT < %t.fit.out
// RUN: not --crash %t over 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: env MPXRT_OPTIONS=mode=count:stack_depth=0 %t over > %t.count.out 2>&1
// RUN: FileCheck %s --check-prefix=COUNT < %t.count.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain over > %t.expected
// RUN: grep -v '^mpx' %t.count.out | diff %t.expected -

#include <stdio.h>
#include <string.h>

struct dst {
  char d[8];
  char canary[8];
};

static volatile int a = 1234, b = 56;

int main(int argc, char **argv) {
  struct dst x = {"", "canary"};
  int over = argc > 1 && strcmp(argv[1], "over") == 0;
  int n = sprintf(x.d, over ? "%d-%d!" : "%d-%d", a, b);
  // FIT: 7 1234-56 canary
  // REPORT: mpx: bounds violation: write of size 9 at 0x{{[0-9a-f]+}} in main at {{.*}}sprintf_one_pass.c:[[@LINE-2]]:11: 1 byte(s) above upper bound
  // COUNT: mpx: bounds violation: write of size 9
  // COUNT: 8 1234-56! 
  printf("%d %s %s\n", n, x.d, x.canary);
  return 0;
}
