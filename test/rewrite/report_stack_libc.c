// When the runtime's own checks in a clone of a libc function find the
// violation (strdup reading past an unterminated array, printf's %s), the
// stack trace still starts at the program's call: the clone and its
// helpers are not frames of the program.
//
// RUN: %mpx-cc %cflags %s -o %t
// RUN: env MPXRT_OPTIONS=mode=count %t 2>&1 | FileCheck %s

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((noinline)) static char *copy(const char *s) {
  return strdup(s); // STRDUP
}

static volatile int shown;

__attribute__((noinline)) static void show(const char *s) {
  printf("%s\n", s); // PRINTF
  ++shown;            // (no tail call: a tail call leaves no frame)
}

int main(int argc, char **argv) {
  (void)argv;
  char word[4];
  memset(word, 'a' + argc, sizeof word);
  char *c = copy(word);
  show(word);
  free(c);
  return 0;
}
// CHECK: mpx: bounds violation: read of size 5 {{.*}} in strdup at <strdup argument>
// CHECK: mpx:   mode count
// CHECK-NEXT: mpx:     #0 0x{{[0-9a-f]+}} in copy{{[.a-z0-9]*}} {{.*}}report_stack_libc.c:14{{$}}
// CHECK-NEXT: mpx:     #1 0x{{[0-9a-f]+}} in main {{.*}}report_stack_libc.c:28{{$}}
// CHECK: mpx: bounds violation: read of size 5 {{.*}} in show at {{.*}}report_stack_libc.c:20:
// CHECK: mpx:   mode count
// CHECK-NEXT: mpx:     #0 0x{{[0-9a-f]+}} in show{{[.a-z0-9]*}} {{.*}}report_stack_libc.c:20:{{[0-9]+$}}
// CHECK-NEXT: mpx:     #1 0x{{[0-9a-f]+}} in main {{.*}}report_stack_libc.c:29{{$}}
