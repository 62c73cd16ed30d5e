// Constant context: case labels.  case sizeof(tab[0]): and
// case sizeof(p->name): are integer constant expressions, not accesses: no
// check is inserted in them and the switch still compiles (a statement
// expression in a case label would not).
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: sed -e 's,//.*,,' %t.c | FileCheck %s --check-prefix=REWRITE
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %cc %cflags %s -o %t.plain && %t.plain 1 > %t.expected
// RUN: %t 1 > %t.actual
// RUN: diff %t.expected %t.actual

#include <stddef.h>
#include <stdio.h>

struct rec {
  char name[12];
};

// External: clang warns about a static array used only in sizeof.
short tab[3];

static const char *classify(int n) {
  struct rec *p = NULL;
  switch (n) {
  // REWRITE-NOT: __mpx_check{{.*}}constant_case_label.c:[[@LINE+1]]:
  case sizeof(tab[0]):
    return "short";
  // REWRITE-NOT: __mpx_check{{.*}}constant_case_label.c:[[@LINE+1]]:
  case sizeof(p->name):
    return "name";
  // REWRITE-NOT: __mpx_check{{.*}}constant_case_label.c:[[@LINE+1]]:
  case sizeof tab / sizeof tab[0]:
    return "count";
  // REWRITE-NOT: __mpx_check{{.*}}constant_case_label.c:[[@LINE+1]]:
  case offsetof(struct rec, name[5]):
    return "offset";
  default:
    return "other";
  }
}

int main(int argc, char **argv) {
  (void)argv;
  for (int n = argc; n < 14; n++)
    printf("%d %s\n", n, classify(n));
  return 0;
}
