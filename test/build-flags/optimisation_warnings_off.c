// Warnings about what the compiler made of the code (-Winline: an inline
// function not inlined; -Wframe-larger-than=N, GCC's -Wstack-usage=N: a
// frame over a limit) are off in the instrumented output, whose functions
// are larger and keep bounds on the stack: a project that builds with them
// and -Werror (bzip2 turns on -Winline) still builds, as with sanitizer
// builds.  The original here warns under these flags (a recursive inline
// function, a 64-byte frame against a limit of 16); the output does not.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s < %t.c
// RUN: not gcc %cflags -O2 -Winline -Wframe-larger-than=16 %s -o %t.plain 2>&1 | FileCheck %s --check-prefix=PLAIN
// RUN: %cc %cflags -O2 -Winline -Wframe-larger-than=16 %t.c -o %t %mpxrt
// RUN: gcc %cflags -O2 -Wstack-usage=16 %t.c -o %t.gcc %mpxrt
// RUN: clang-19 %cflags -O2 -Winline -Wframe-larger-than=16 %t.c -o %t.clang %mpxrt
// RUN: %run %t | FileCheck %s --check-prefix=OUT
// RUN: %t.clang | FileCheck %s --check-prefix=OUT

// CHECK: #pragma GCC diagnostic ignored "-Winline"
// CHECK-NEXT: #pragma GCC diagnostic ignored "-Wframe-larger-than="
// CHECK: #line 1
// PLAIN: the frame size of {{[0-9]+}} bytes is larger than 16 bytes

#include <stdio.h>
#include <string.h>

static inline unsigned sum(const unsigned char *p, unsigned n) {
  return n ? p[0] + sum(p + 1, n - 1) : 0;
}

int main(int argc, char **argv) {
  unsigned char buf[64];
  (void)argv;
  memset(buf, argc, sizeof buf);
  // OUT: 64
  printf("%u\n", sum(buf, sizeof buf));
  return 0;
}
