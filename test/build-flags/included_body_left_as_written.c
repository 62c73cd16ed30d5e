/* A function whose body's edits cannot be placed (its text comes from an
 * #include, and headers are not instrumented) is left as written, with a
 * clang-style warning and a --stats count; the rest of the file is
 * instrumented, and only its checks are counted as inserted.  --strict (mpx-cc's -fmpx-strict) makes it an error.  With
 * headers instrumented (the default) the included body is checked.
 *
 * RUN: %mpx-rewrite --stats %s -- -I%S/Inputs 2> %t.hdr.err > %t.hdr.c
 * RUN: FileCheck --check-prefix=HDR %s < %t.hdr.err
 * RUN: %cc %cflags -I%S/Inputs %t.hdr.c -o %t.hdr %mpxrt
 * RUN: %run %t.hdr | FileCheck %s
 * HDR-NOT: left as written
 * HDR: checks inserted: 3
 * RUN: %mpx-rewrite --instrument-headers=false --stats %s -- -I%S/Inputs 2> %t.err > %t.c
 * RUN: FileCheck --check-prefix=WARN %s < %t.err
 * RUN: %cc %cflags -I%S/Inputs %t.c -o %t %mpxrt
 * RUN: %run %t | FileCheck %s
 * RUN: not --crash %t over 2>&1 | FileCheck --check-prefix=BAD %s
 * RUN: not %mpx-rewrite --instrument-headers=false --strict %s -- -I%S/Inputs 2>&1 | FileCheck --check-prefix=STRICT %s
 * RUN: %mpx-cc -fno-mpx-instrument-headers %cflags -I%S/Inputs %s -o %t.cc 2>&1 | FileCheck --check-prefix=CC %s
 * RUN: %run %t.cc | FileCheck %s
 * RUN: not %mpx-cc -fno-mpx-instrument-headers -fmpx-strict %cflags -I%S/Inputs %s -o %t.strict 2>&1 | FileCheck --check-prefix=STRICT %s
 *
 * WARN: included_body_left_as_written.c:[[@LINE+12]]:12: warning: function 'sum' left as written, its accesses not checked
 * WARN-NEXT: static int sum(const int *p, int i) {
 * WARN-NEXT: {{^ *\| *\^$}}
 * WARN: checks inserted: 1
 * WARN: accesses left unchecked: 1
 * WARN: function left as written (edits could not be placed): 1
 * WARN: functions left as written (not instrumented): 1
 * CC: included_body_left_as_written.c:35:12: warning: function 'sum' left as written
 * STRICT: error: function 'sum' left as written
 */
#include <stdio.h>

static int sum(const int *p, int i) {
#include "sum_body.inc"
}

static int twice(const int *p, int i) {
  // BAD: mpx: bounds violation: read of size 4 {{.*}}included_body_left_as_written.c:[[@LINE+1]]:10: 1 byte(s) above upper bound
  return p[i] * 2;
}

int main(int argc, char **argv) {
  int a[2] = {1, 2};
  (void)argv;
  // CHECK: 3 4
  printf("%d %d\n", sum(a, 1), twice(a, argc > 1 ? 2 : 1));
  return 0;
}
