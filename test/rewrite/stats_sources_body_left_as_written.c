/* --stats counts a body's bounds sources only when its edits are made: a
 * function left as written (its body comes from an #include, with headers
 * not instrumented) takes its sources with it, as it takes its checks.
 *
 * RUN: %mpx-rewrite --stats %s -- -I%S/Inputs 2> %t.on.err > %t.on.c
 * RUN: FileCheck --check-prefix=ON %s < %t.on.err
 * RUN: %mpx-rewrite --instrument-headers=false --stats %s -- -I%S/Inputs 2> %t.off.err > %t.off.c
 * RUN: FileCheck --check-prefix=OFF %s < %t.off.err
 * RUN: %cc %cflags -I%S/Inputs %t.off.c -o %t %mpxrt
 * RUN: %run %t | FileCheck %s
 *
 * ON: bounds sources:
 * ON: string literal: 1
 * OFF: function left as written (edits could not be placed): 1
 * OFF: bounds sources:
 * OFF-NOT: string literal
 * OFF: checks by where
 */
#include <stdio.h>

static char letter(int i) {
#include "literal_body.inc"
}

int main(void) {
  // CHECK: b
  printf("%c\n", letter(1));
  return 0;
}
