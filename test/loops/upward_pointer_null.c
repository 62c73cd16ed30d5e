// A pointer a loop only moves up whose loop starts at NULL (NULL bounds:
// no lower bound it can be at or above): every access in the loop is
// checked in full, the one at address 0 too, which is reported as a bounds
// violation at its own line rather than left to fault.  The same loop over
// a string runs as the plain build does.
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: diff %t.expected %t.out
// RUN: not --crash %t null 2>&1 | FileCheck %s --check-prefix=REPORT
// STATS: checks whose lower test is made once before their loop (a pointer it only moves up): 1

#include <stdio.h>
#include <string.h>

static int length(const char *s) {
  int n = 0;
  // REPORT: mpx: bounds violation: read of size 1 at 0x0 in length at {{.*}}upward_pointer_null.c:[[@LINE+1]]:10:
  for (; *s; s++)
    n++;
  return n;
}

int main(int argc, char **argv) {
  printf("%d\n", length("hello"));
  // OK: 5
  if (argc > 1 && strcmp(argv[1], "null") == 0) {
    const char *s = NULL;
    printf("%d\n", length(s));
  }
  return 0;
}
