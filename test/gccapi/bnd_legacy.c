// __attribute__((bnd_legacy)) on a function: its body is not instrumented,
// so its overflow of `char name[8]` into the next field is not reported (the
// program runs to the end), while the same loop in an ordinary function is.
// The rewriter knows the attribute without an #include; the plain compile
// gets it defined away by mpxrt.h.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %t legacy 2>&1 | FileCheck %s --check-prefix=LEGACY
// RUN: not --crash %t checked 2>&1 | FileCheck %s --check-prefix=CHECKED
// RUN: %cc %cflags -include mpxrt.h %s -o %t.plain && %t.plain legacy > %t.expected
// RUN: %t legacy > %t.actual && diff %t.expected %t.actual

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct entry {
  int id;
  char name[8];
  char extra[8];
};

static volatile int len = 12;

__attribute__((bnd_legacy)) static void fill_legacy(char *d, int n) {
  for (int i = 0; i < n; i++)
    d[i] = 'L';
}

static void fill_checked(char *d, int n) {
  for (int i = 0; i < n; i++)
    // CHECKED: mpx: bounds violation: write of size 1 at 0x{{[0-9a-f]+}} in fill_checked at {{.*}}bnd_legacy.c:[[@LINE+1]]:5: 1 byte(s) above upper bound of
    d[i] = 'C';
}

int main(int argc, char **argv) {
  struct entry *e = calloc(1, sizeof *e);
  if (argc > 1 && strcmp(argv[1], "legacy") == 0)
    fill_legacy(e->name, len);
  else
    fill_checked(e->name, len);
  // LEGACY: extra LLLL
  printf("extra %.4s\n", e->extra);
  free(e);
  return 0;
}
