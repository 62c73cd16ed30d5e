// A compound literal passed to printf as a %s argument hands its bounds to
// the checked wrapper like any other pointer argument, and keeps the
// lifetime of its block (it is held in a temporary of the function, not of
// a statement expression): an unterminated one is reported where it is
// printed.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t | FileCheck %s
// RUN: not --crash %run %t over 2>&1 | FileCheck %s --check-prefix=REPORT
//
// CHECK: [abc] [xy]
#include <stdio.h>

int main(int argc, char **argv) {
  (void)argv;
  char buf[16];
  snprintf(buf, sizeof buf, "%s", (char[]){"xy"});
  printf("[%s] [%s]\n", (char[]){"abc"}, buf);
  if (argc > 1)
    // REPORT: mpx: bounds violation: read of size 4 {{.*}} in main at {{.*}}format_compound_literal_arg.c:[[@LINE+1]]:
    printf("%s\n", (char[3]){'a', 'b', 'c'});
  return 0;
}
