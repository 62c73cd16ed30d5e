// GCC's -Wclobbered (in -Wextra) warns of each variable it keeps in a
// register across a setjmp and may set again.  The rewriter's temporaries
// (covering flags set on entry, held arguments, bounds) are such variables
// as often as the program's, and mujs built with -Wextra gave 41 warnings
// on them where the plain build gave none.  The body of a function that
// calls setjmp is compiled with the warning off (the program's own
// variables there lose it too: GCC cannot tell them apart); the output
// builds with -Werror, and the program still runs through its longjmp.
//
// REQUIRES: gcc
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s < %t.c
// RUN: gcc %cflags -Wextra -O2 %s -c -o %t.plain.o
// RUN: gcc %cflags -Wextra -O2 %t.c -o %t %mpxrt
// RUN: %t | FileCheck %s --check-prefix=OUT

// CHECK: __MPX_SETJMP_BODY_BEGIN static void load(
// CHECK: } __MPX_SETJMP_BODY_END

#include <setjmp.h>
#include <stdio.h>

typedef struct S {
  jmp_buf jb;
  int *env, *global;
  int strict;
} S;

static int seen;

__attribute__((noinline)) static void use(S *J, int *p) {
  seen += *p;
  if (seen > 5)
    longjmp(J->jb, 1);
}

static void load(S *J, int iseval) {
  if (setjmp(J->jb))
    return;
  for (int i = 0; i < 3; ++i) {
    use(J, iseval ? J->env : J->global);
    use(J, J->strict ? J->env : J->global);
  }
}

int main(void) {
  int a = 1, b = 2;
  S s = {.env = &a, .global = &b, .strict = 1};
  load(&s, 0);
  // OUT: 6
  printf("%d\n", seen);
  return 0;
}
