// A variadic function marked `sentinel` (libtommath's mp_init_multi) must
// get a null pointer constant last; the rewriter holds a call's arguments
// in temporaries, and the temporary holding NULL is no constant ("missing
// sentinel in function call": gcc's -Wformat, clang's -Wsentinel).  A null
// pointer of pointer type written as a constant is passed as one.
//
// RUN: %mpx-rewrite %s -- > %t.c
// RUN: FileCheck %s < %t.c
// RUN: gcc %cflags -Wformat %t.c -o %t.gcc %mpxrt
// RUN: clang-19 %cflags -Wsentinel %t.c -o %t.clang %mpxrt
// RUN: %t.gcc | FileCheck %s --check-prefix=OUT
// RUN: %t.clang | FileCheck %s --check-prefix=OUT

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

__attribute__((sentinel)) static int count(const char *first, ...) {
  va_list ap;
  int n = 1;
  va_start(ap, first);
  while (va_arg(ap, const char *) != NULL)
    n++;
  va_end(ap);
  return n + first[0] - 'a';
}

int main(void) {
  char a[2] = "a", b[2] = "b";
  // CHECK: ((void *)0))
  // OUT: 2 3
  printf("%d %d\n", count(a, b, NULL), count(a, b, a, (char *)0));
  return 0;
}
