// The compilers' builtin spellings of the libc functions
// (__builtin_memcpy, __builtin_strlen, __builtin_memset, __builtin_memcmp,
// __builtin_strncmp), which projects call directly, are checked as the
// functions themselves are.  A call the compiler folds to a constant
// (__builtin_strlen of a literal) reads nothing at run time and is left as
// written: it may stand where C wants a constant (a case label, an array
// size, an enumerator, a static initialiser).
//
// RUN: %mpx-rewrite %s --stats -- > %t.c 2> %t.stats
// RUN: FileCheck %s --check-prefix=STATS < %t.stats
// RUN: %cc %cflags %t.c -o %t %mpxrt
// RUN: %run %t > %t.out && FileCheck %s --check-prefix=OK < %t.out
// RUN: env MPXRT_OPTIONS=mode=count:stack_depth=0 %t over 2>&1 | FileCheck %s --check-prefix=COUNT
// STATS: libc call folded to a constant: 2

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define KEY "hello"

static int folded(const char *p) {
  static const int three = __builtin_strlen("abc");
  char buf[__builtin_strlen(KEY) + 1];
  enum { FOUR = __builtin_strlen("abcd") };
  switch (p[0]) {
  case __builtin_strlen("a"):
    return 1;
  default:
    break;
  }
  __builtin_memcpy(buf, KEY, sizeof buf);
  return three + (int)sizeof buf + FOUR + (int)__builtin_strlen(buf) +
         (__builtin_strlen(KEY) == 5);
}

int main(int argc, char **argv) {
  (void)argv;
  char *a = malloc(4), *d = malloc(8);
  if (!a || !d)
    return 1;
  memcpy(a, "abc", 4);
  volatile size_t n = argc > 1 ? 6 : 4;
  // OK: folded 19
  printf("folded %d\n", folded("zz"));
  // COUNT: mpx: bounds violation: read of size 6 at 0x{{[0-9a-f]+}} in main at {{.*}}builtin_spellings.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  __builtin_memcpy(d, a, n);
  // COUNT: mpx: bounds violation: write of size 6 at 0x{{[0-9a-f]+}} in main at {{.*}}builtin_spellings.c:[[@LINE+1]]:3: 1 byte(s) above upper bound
  __builtin_memset(a, 'x', n);
  // COUNT: mpx: bounds violation: read of size 5 at 0x{{[0-9a-f]+}} in main at {{.*}}builtin_spellings.c:[[@LINE+1]]:27: 1 byte(s) above upper bound
  size_t len = argc > 1 ? __builtin_strlen(a) : 3;
  // COUNT: mpx: bounds violation: read of size 6 at 0x{{[0-9a-f]+}} in main at {{.*}}builtin_spellings.c:[[@LINE+1]]:11: 1 byte(s) above upper bound
  int c = __builtin_memcmp(a, d, n);
  // COUNT: mpx: bounds violation: read of size 5 at 0x{{[0-9a-f]+}} in main at {{.*}}builtin_spellings.c:[[@LINE+1]]:19: 1 byte(s) above upper bound
  c += argc > 1 ? __builtin_strncmp(a, "xxxxxx", n) : 0;
  // OK: len 3
  printf("len %zu %d\n", len, c != 0);
  free(d);
  free(a);
  return 0;
}
