// A noreturn function defined here that calls an external function: the
// external clone's weak fallback is planned at the same place as the
// definition's noreturn attribute, which must stay on the definition (on
// the fallback it would tell the compiler that the call never returns).
//
// RUN: split-file %s %t
// RUN: %mpx-rewrite %t/a.c -- > %t/a.out.c
// RUN: FileCheck %s --check-prefix=TEXT < %t/a.out.c
// RUN: %cc %cflags -O2 %t/a.out.c %t/b.c -o %t/prog %mpxrt
// RUN: %t/prog | FileCheck %s --check-prefix=OUT
// TEXT-NOT: noreturn)) int __mpxc_length
// TEXT: __attribute__((noreturn)) void __mpxc_fail(

//--- a.c
#include <stdio.h>
#include <stdlib.h>

int length(const char *s);

__attribute__((noreturn)) void fail(const char *why) {
  int n = length(why);
  printf("failing after %d\n", n);
  exit(0);
}

int main(void) {
  fail("bad");
}

// OUT: failing after 3

//--- b.c
#include <string.h>
int length(const char *s) { return (int)strlen(s); }
