// A token-pasting macro and an object-like macro in one expression
// (pcre2_match.c: `cp = PRIV(ucd_caseless_sets) + Lpropvalue;`, PRIV
// pasting a prefix, Lpropvalue a field of the frame): the insertion after
// the whole expression goes after the object-like macro, in place, not
// inside its spelled-out text (the output did not compile: a parenthesis
// closed inside it).  The pointer keeps the array's bounds; a read past it
// is reported at its line.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %cc %cflags %s -o %t.plain && %t.plain > %t.expected
// RUN: %t > %t.actual && diff %t.expected %t.actual
// RUN: not --crash %t over 2>&1 | FileCheck %s --check-prefix=REPORT

#include <stdio.h>
#include <string.h>

#define PRIV(name) p_##name
#define Lpropvalue F->pv

struct frame {
  int pv;
};
const int p_sets[4] = {1, 2, 3, 4};

static int get(struct frame *F) {
  const int *cp;
  cp = PRIV(sets) + Lpropvalue;
  // REPORT: mpx: bounds violation: read of size 4 {{.*}} in get at {{.*}}paste_then_object_macro.c:[[@LINE+1]]:
  return *cp;
}

int main(int argc, char **argv) {
  struct frame f = {argc > 1 && strcmp(argv[1], "over") == 0 ? 4 : 2};
  printf("%d\n", get(&f));
  return 0;
}
