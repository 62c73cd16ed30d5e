// A compound literal passed to a checked libc call lives until the end of
// its enclosing block, as written: the call may return a pointer into it
// (strchr, memchr, memcpy's destination) or keep one (strtok, strtol's end
// pointer), and the rewrite's temporaries must not end its life when the
// call returns (at -O2 a later call would reuse its stack slot).  The
// pointers keep the literal's bounds.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: %cc %cflags -O2 %t.c -o %t %mpxrt
// RUN: %run %t > %t.out 2>&1
// RUN: FileCheck %s < %t.out
// RUN: not --crash %run %t over 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %cc %cflags -O0 %t.c -o %t.O0 %mpxrt
// RUN: %run %t.O0 | FileCheck %s

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

__attribute__((noinline)) int clobber(int x) {
  volatile char a[256];
  for (int i = 0; i < 256; i++)
    a[i] = (char)('#' + x);
  return a[x & 255];
}

int main(int argc, char **argv) {
  (void)argv;
  char *c = strchr((char[]){"hello"}, 'l');
  char *m = memchr((char[]){"world"}, 'r', 5);
  char *d = memcpy((char[8]){0}, "copied", 7);
  char *t = strtok((char[]){"one two"}, " ");
  char *end;
  long n = strtol((char[]){"42rest"}, &end, 10);
  clobber(argc);
  char *t2 = strtok(NULL, " ");
  clobber(argc);
  // CHECK: llo rld copied one two 42 rest
  printf("%s %s %s %s %s %ld %s\n", c, m, d, t, t2, n, end);
  if (argc > 1)
    // REPORT: mpx: bounds violation: read of size 1 {{.*}} in main at {{.*}}compound_literal_libc_call.c:[[@LINE+1]]:
    return c[4];
  return 0;
}
