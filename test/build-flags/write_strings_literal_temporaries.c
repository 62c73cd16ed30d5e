// -Wwrite-strings makes C's string literals const char arrays, for gcc and
// clang alike; mpx-cc hands the flag to the rewriter too, so that what
// holds a literal whose bounds are made (a literal returned, passed, cast)
// is const as the compiler sees it: the output builds under -Werror.  A
// struct initialised from a const object (`struct P b = *params;`, `= kNull`)
// keeps the source's qualifiers in its temporary as well.  The literal's
// bounds are kept: a read past its end is reported.
//
// RUN: %mpx-cc %cflags -Wwrite-strings %s -o %t
// RUN: %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: not --crash %t past 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %mpx-cc %cflags -Wno-write-strings %s -o %t.nows && %t.nows | FileCheck %s --check-prefix=OK

#include <stdio.h>

struct P {
  int q;
  const char *name;
};

static const struct P kNull = {0, "null"};

__attribute__((noinline)) static const char *name(int c) {
  switch (c) {
  case 0:
    return "zero";
  default:
    break;
  }
  return "other";
}

__attribute__((noinline)) static char at(const char *s, int i) { return s[i]; }

__attribute__((noinline)) static int copy(const struct P *params) {
  struct P block = *params;
  struct P seq = kNull;
  return block.q + seq.q + (int)(block.name[0] - seq.name[0]);
}

int main(int argc, char **argv) {
  (void)argv;
  struct P p = {1, "n"};
  // OK: zero other 1 c
  printf("%s %s %d %c\n", name(0), name(argc), copy(&p), at("abc", 2));
  // REPORT: mpx: bounds violation: read of size 1 at 0x{{[0-9a-f]+}} in at at {{.*}}write_strings_literal_temporaries.c:33:{{[0-9]+}}: 1 byte(s) above upper bound
  return at("abc", argc > 1 ? 4 : 0) == 'a' ? 0 : 1;
}
